export const DEFAULT_LOCAL_COUNTRY: string;
export function localCountryCode(root: string): string;
export function writeLocalCf(file: string, root: string): void;
