import { illegalArgument } from '../errors/catalog';

/**
 * Elasticsearch's date math on an anchor (`now`, `now-1d/d`, `now/M`), in UTC: `+N<unit>`, `-N<unit>` and
 * rounding `/<unit>` down, units y M w d h H m s as JavaDateMathParser reads them.
 */
export function applyDateMath(math: string, anchor: number): number {
  const d = new Date(anchor);
  let i = 0;
  while (i < math.length) {
    const op = math[i++];
    if (op === '/') {
      roundDown(d, math[i++]);
      continue;
    }
    if (op !== '+' && op !== '-') throw illegalArgument(`operator not supported for date math [${math}]`);
    let digits = '';
    while (i < math.length && /\d/.test(math[i])) digits += math[i++];
    const n = digits === '' ? 1 : Number(digits);
    add(d, math[i++], op === '+' ? n : -n, math);
  }
  return d.getTime();
}

function add(d: Date, unit: string | undefined, n: number, math: string) {
  switch (unit) {
    case 'y': d.setUTCFullYear(d.getUTCFullYear() + n); break;
    case 'M': d.setUTCMonth(d.getUTCMonth() + n); break;
    case 'w': d.setUTCDate(d.getUTCDate() + 7 * n); break;
    case 'd': d.setUTCDate(d.getUTCDate() + n); break;
    case 'h': case 'H': d.setUTCHours(d.getUTCHours() + n); break;
    case 'm': d.setUTCMinutes(d.getUTCMinutes() + n); break;
    case 's': d.setUTCSeconds(d.getUTCSeconds() + n); break;
    default: throw illegalArgument(`unit [${unit ?? ''}] not supported for date math [${math}]`);
  }
}

function roundDown(d: Date, unit: string | undefined) {
  switch (unit) {
    case 'y': d.setUTCMonth(0, 1); d.setUTCHours(0, 0, 0, 0); break;
    case 'M': d.setUTCDate(1); d.setUTCHours(0, 0, 0, 0); break;
    case 'w': {
      const back = (d.getUTCDay() + 6) % 7; // ISO weeks start on Monday
      d.setUTCDate(d.getUTCDate() - back);
      d.setUTCHours(0, 0, 0, 0);
      break;
    }
    case 'd': d.setUTCHours(0, 0, 0, 0); break;
    case 'h': case 'H': d.setUTCMinutes(0, 0, 0); break;
    case 'm': d.setUTCSeconds(0, 0); break;
    case 's': d.setUTCMilliseconds(0); break;
    default: throw illegalArgument(`rounding unit [${unit ?? ''}] not supported for date math`);
  }
}
