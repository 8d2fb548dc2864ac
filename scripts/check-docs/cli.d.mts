export interface FlagRow { line: number; flag: string; alias: string | null; type: string; default: string | null }
export interface DefinedFlag { flag: string; alias: string | null; type: string; default: string | null }
export interface Problem { file: string; line: number; message: string }
export const bareFlag: (flag: string) => string;
export function readFlagTable(file: string): { rows: FlagRow[]; headerLine: number };
export function describeOption(option: { name: string; parse?: (value: string) => unknown; default?: unknown }): DefinedFlag;
export function compareFlags(file: string, documented: { rows: FlagRow[]; headerLine: number }, defined: DefinedFlag[]): Problem[];
export function repackCommandOptions(packageRoot: string): { start: DefinedFlag[]; bundle: DefinedFlag[]; version: string };
export function checkCli(options: { docsDir: string; packageRoot: string; initFlagsFile: string }): {
  problems: Problem[];
  version: string;
  counts: { start: number; bundle: number; init: number };
};
