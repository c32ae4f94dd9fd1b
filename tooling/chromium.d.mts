export const chromiumArgs: string[];
export function findSystemChromium(): string | undefined;
export function ensureChromium(root: string): string | undefined;
