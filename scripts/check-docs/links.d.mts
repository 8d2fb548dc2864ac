import type { Problem } from './cli.mjs';
export function checkLinks(options: { buildDir: string; docsDir: string }): { problems: Problem[]; links: number };
