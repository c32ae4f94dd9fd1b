export const chromiumArgs: string[];
export function findHeadlessShell(): string | undefined;
export function findSystemChromium(): string | undefined;
