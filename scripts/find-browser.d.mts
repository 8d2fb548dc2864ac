export interface FoundBrowser {
  path: string;
  source: 'environment' | 'system' | 'playwright';
}
export const SYSTEM_PATHS: string[];
export const CHROMIUM_ARGS: string[];
export function findBrowser(env?: NodeJS.ProcessEnv, candidates?: string[]): Promise<FoundBrowser | null>;
export function ensureBrowser(): Promise<FoundBrowser>;
