/** How ES's Settings reads analysis component settings (getAsList, getAsBoolean with a default). */

/** Settings.getAsList: an array as it is, a string split at commas; undefined when absent. */
export const settingList = (v: unknown): string[] | undefined =>
  v === undefined || v === null ? undefined : Array.isArray(v) ? v.map(String) : String(v).split(',').map((x) => x.trim()).filter((x) => x !== '');

/** A boolean setting with its default (true / "true" are true). */
export const settingBool = (v: unknown, def: boolean): boolean => (v === undefined || v === null ? def : v === true || v === 'true');
