/** Java's `String.valueOf` for the primitive values a script can concatenate: Double/Float.toString and long printing. */

/** Java `Double.toString`: shortest round-trip digits, plain for 1e-3 <= |d| < 1e7, else `d.dddEn`. */
export function javaDoubleToString(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Infinity) return 'Infinity';
  if (d === -Infinity) return '-Infinity';
  if (d === 0) return Object.is(d, -0) ? '-0.0' : '0.0';
  return formatJava(d, d.toExponential());
}

/** Java `Float.toString` of a float32 value: the shortest digits that round-trip in float32. */
export function javaFloatToString(f: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (f === Infinity) return 'Infinity';
  if (f === -Infinity) return '-Infinity';
  if (f === 0) return Object.is(f, -0) ? '-0.0' : '0.0';
  let exp = f.toExponential(8);
  for (let p = 0; p <= 8; p++) {
    const s = f.toExponential(p);
    if (Math.fround(Number(s)) === f) {
      exp = s;
      break;
    }
  }
  return formatJava(Number(exp), exp);
}

/** Java's printing of an integral `long`/`int` value (exact digits also beyond 2^53). */
export function javaIntegerToString(n: number | bigint): string {
  return typeof n === 'bigint' || Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}

/** Formats digits given in JS exponential notation (`-1.2345e+25`) the way Java prints a double. */
function formatJava(value: number, exponential: string): string {
  const [mantissa, expPart] = exponential.split('e');
  const exp = Number(expPart);
  const abs = Math.abs(value);
  const neg = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  if (abs >= 1e-3 && abs < 1e7) {
    let s: string;
    if (exp >= 0) {
      const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
      const frac = digits.slice(exp + 1);
      s = `${intPart}.${frac === '' ? '0' : frac}`;
    } else {
      s = `0.${'0'.repeat(-exp - 1)}${digits}`;
    }
    return neg ? `-${s}` : s;
  }
  const m = digits.length === 1 ? `${digits}.0` : `${digits[0]}.${digits.slice(1)}`;
  return `${neg ? '-' : ''}${m}E${exp}`;
}
