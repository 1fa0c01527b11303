export const root: string;
export function ensureConsoleBuilt(outDir?: string): string;
