/**
 * Turns one npm-style command into the equivalent for each package manager
 * the docs show (npm, yarn, pnpm, bun). Rspress's own tabs also add Deno,
 * which React Native projects do not use.
 */
export type PackageManager = 'npm' | 'yarn' | 'pnpm' | 'bun';
export const packageManagers: readonly PackageManager[] = ['npm', 'yarn', 'pnpm', 'bun'];

export interface CommandMode {
  /** Run a binary installed in node_modules (npx, yarn, pnpm, bun). */
  exec?: boolean;
  /** Run a package straight from the registry (npx, yarn dlx, pnpm dlx, bunx). */
  dlx?: boolean;
}

const dlxPrefix: Record<PackageManager, string> = {
  npm: 'npx',
  yarn: 'yarn dlx',
  pnpm: 'pnpm dlx',
  bun: 'bunx',
};
const execPrefix: Record<PackageManager, string> = {
  npm: 'npx',
  yarn: 'yarn',
  pnpm: 'pnpm',
  bun: 'bunx',
};

/** `install <pkg>` is `add <pkg>` everywhere but npm; a bare `install` stays. */
function toAdd(args: string): string {
  const words = args.split(/\s+/).filter(Boolean);
  if (words[0] !== 'install' && words[0] !== 'i') return args;
  const hasPackages = words.slice(1).some((word) => !word.startsWith('-'));
  return hasPackages ? ['add', ...words.slice(1)].join(' ') : args;
}

export function packageManagerCommands(command: string, mode: CommandMode = {}): Record<PackageManager, string> {
  const args = command.trim();
  const result = {} as Record<PackageManager, string>;
  for (const manager of packageManagers) {
    if (mode.dlx) result[manager] = `${dlxPrefix[manager]} ${args}`;
    else if (mode.exec) result[manager] = `${execPrefix[manager]} ${args}`;
    else result[manager] = `${manager} ${manager === 'npm' ? args : toAdd(args)}`;
  }
  return result;
}
