import { describe, expect, it } from 'vitest';
import { packageManagerCommands } from '../../theme/components/packageManagerCommands';

describe('packageManagerCommands', () => {
  it('turns npm install of packages into add for the other managers', () => {
    expect(packageManagerCommands('install -D @callstack/repack @rspack/core')).toEqual({
      npm: 'npm install -D @callstack/repack @rspack/core',
      yarn: 'yarn add -D @callstack/repack @rspack/core',
      pnpm: 'pnpm add -D @callstack/repack @rspack/core',
      bun: 'bun add -D @callstack/repack @rspack/core',
    });
  });

  it('keeps a bare install as install', () => {
    expect(packageManagerCommands('install')).toEqual({
      npm: 'npm install',
      yarn: 'yarn install',
      pnpm: 'pnpm install',
      bun: 'bun install',
    });
  });

  it('runs registry packages with each dlx form', () => {
    expect(packageManagerCommands('@callstack/repack-init', { dlx: true })).toEqual({
      npm: 'npx @callstack/repack-init',
      yarn: 'yarn dlx @callstack/repack-init',
      pnpm: 'pnpm dlx @callstack/repack-init',
      bun: 'bunx @callstack/repack-init',
    });
  });

  it('runs local binaries with each exec form', () => {
    expect(packageManagerCommands('react-native start', { exec: true })).toEqual({
      npm: 'npx react-native start',
      yarn: 'yarn react-native start',
      pnpm: 'pnpm react-native start',
      bun: 'bunx react-native start',
    });
  });

  it('offers exactly npm, yarn, pnpm and bun', () => {
    expect(Object.keys(packageManagerCommands('install react'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });
});
