import { illegalArgument } from '../errors/catalog';
import { notSupportedYet } from '../errors/not-supported-yet';
import { applyDateMath } from '../util/date-math';

/**
 * IndexNameExpressionResolver.DateMathExpressionResolver: `<logstash-{now/M}>` names the index of the current
 * month, `logstash-2026.11.01` (format `YYYY.MM.dd` unless `{now/M{YYYY.MM}}` says otherwise; UTC). A name not in
 * `<...>` is returned as is.
 */
export function resolveDateMathName(name: string, now: number): string {
  if (!name.startsWith('<') || !name.endsWith('>')) return name;
  const text = name.slice(1, -1);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      out += text[++i];
      continue;
    }
    if (c === '}') throw illegalArgument(`invalid character in placeholder at position [${i}]`);
    if (c !== '{') {
      out += c;
      continue;
    }
    // `{math}` or `{math{format|tz}}`
    let depth = 1;
    let j = i + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
      j++;
    }
    if (depth !== 0) throw illegalArgument(`invalid dynamic name expression [${text}]. date math placeholder is open ended`);
    const inner = text.slice(i + 1, j - 1);
    const brace = inner.indexOf('{');
    const math = brace < 0 ? inner : inner.slice(0, brace);
    let format = 'YYYY.MM.dd';
    if (brace >= 0) {
      const spec = inner.slice(brace + 1, -1);
      const [f, tz] = spec.split('|');
      if (tz !== undefined && tz !== 'UTC' && tz !== 'Z') throw notSupportedYet('date math index name time zone', tz);
      if (f) format = f;
    }
    if (!math.startsWith('now')) throw illegalArgument(`invalid dynamic name expression [${text}]`);
    out += formatDate(applyDateMath(math.slice(3), now), format);
    i = j - 1;
  }
  return out;
}

/** The Joda/Java-time letters date math names use: years, months, days, hours, minutes, seconds. */
function formatDate(ms: number, format: string): string {
  const d = new Date(ms);
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return format.replace(/([yYuMdHhms])\1*/g, (run) => {
    const w = run.length;
    switch (run[0]) {
      case 'y': case 'Y': case 'u': return w === 2 ? pad(d.getUTCFullYear() % 100, 2) : pad(d.getUTCFullYear(), w);
      case 'M': return pad(d.getUTCMonth() + 1, w);
      case 'd': return pad(d.getUTCDate(), w);
      case 'H': case 'h': return pad(d.getUTCHours(), w);
      case 'm': return pad(d.getUTCMinutes(), w);
      default: return pad(d.getUTCSeconds(), w);
    }
  });
}
