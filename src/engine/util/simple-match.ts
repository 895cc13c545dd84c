/** ES's Regex.simpleMatch: `*` matches any run of characters, several `*` allowed. */
export function simpleMatch(pattern: string, str: string): boolean {
  if (!pattern.includes('*')) return pattern === str;
  const parts = pattern.split('*');
  let pos = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i === 0) {
      if (!str.startsWith(part)) return false;
      pos = part.length;
    } else if (i === parts.length - 1) {
      return str.length - part.length >= pos && str.endsWith(part);
    } else {
      const at = str.indexOf(part, pos);
      if (at < 0) return false;
      pos = at + part.length;
    }
  }
  return true;
}

export const isSimpleMatchPattern = (s: string) => s.includes('*');
