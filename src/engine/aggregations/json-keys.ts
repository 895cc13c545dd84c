/** Writing user-named members (aggregation names, bucket keys) into response objects without touching prototypes. */
export function setMember(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
