import type { Problem } from './cli.mjs';

export interface CodeBlock { lang: string; meta: string; line: number; code: string }
export interface OptOut { file: string; line: number; reason: string }
export interface CheckedBlock { file: string; line: number; fileName: string; mode: 'node' | 'app' }
export interface LocalImport { file: string; line: number; specifier: string }

export interface TypecheckResult {
  problems: Problem[];
  checked: CheckedBlock[];
  optedOut: OptOut[];
  localImports: LocalImport[];
  counts: { checked: number; optedOut: number; errors: number; programs: number };
  summary: string;
  seconds: number;
  typescript: string;
}

export const DEFAULT_TYPES_ROOT: string;
export const CHECKED_LANGUAGES: string[];
export function parseMeta(meta: string): Record<string, string | true>;
export function extractBlocks(source: string): CodeBlock[];
export function blockFileName(title: unknown, lang: string, index: number): string;
export function blockMode(fileName: string): 'node' | 'app';
export function typesInstallProblem(typesRoot?: string): string | null;
export function ensureTypesInstalled(options?: { typesRoot?: string; log?: (message: string) => void }): boolean;
export function typecheckDocs(options: {
  docsDir: string;
  typesRoot?: string;
  install?: boolean;
  strictJs?: boolean;
  log?: (message: string) => void;
}): Promise<TypecheckResult>;
