import { PackageManagerTabs as BaseTabs } from '@rspress/core/theme-original';
import { type CommandMode, packageManagerCommands } from './packageManagerCommands';

export interface PackageManagerTabsProps extends CommandMode {
  /** The npm form of the command without the leading `npm`, e.g. `install -D @callstack/repack`. */
  command: string;
}

/** Install and run commands in npm, yarn, pnpm and bun tabs, synced across the site. */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  return <BaseTabs command={packageManagerCommands(command, { exec, dlx })} />;
}
