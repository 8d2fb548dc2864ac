import type { Problem } from './cli.mjs';
export const SPEC_ROUTES: string[];
export function countProseWords(prose: Array<{ line: number; text: string }>): number;
export function checkStructure(docsDir: string, options?: { routes?: string[] }): { problems: Problem[]; pages: number };
