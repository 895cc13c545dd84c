import { javaDoubleToString } from '../../script/java-string';
import { keepNumberText } from '../../util/json-numbers';

/**
 * Has the number at `holder[key]` written as ES's JSON generator (Jackson) writes a Java double: Java's
 * `Double.toString` (`1.0`, `0.8`, `1.0E7`), and NaN or an infinity as a quoted string (Jackson quotes
 * non-numeric numbers by default).
 */
export function javaDoubleJson(holder: Record<string, unknown>, key: string) {
  const v = holder[key];
  if (typeof v !== 'number') return;
  if (!Number.isFinite(v)) holder[key] = javaDoubleToString(v);
  else if (javaDoubleToString(v) !== JSON.stringify(v)) keepNumberText(holder, key, javaDoubleToString(v));
}
