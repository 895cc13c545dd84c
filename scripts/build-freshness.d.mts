export const BUILD_INPUTS: readonly string[];
export const STAMP_FILE: string;
export function rebuildReason(state: { built: boolean; stamp: string | undefined; fingerprint: string }): string | undefined;
export function sourcesFingerprint(root: string, inputs?: readonly string[]): string;
export function checkBuild(root: string): { reason: string | undefined; fingerprint: string };
export function writeStamp(root: string, fingerprint: string): void;
