import { describe, expect, it } from 'vitest';
import { plan, sweepTitle } from '../../scripts/runners/test-changed.mjs';

describe('npm run test:changed: what a change needs', () => {
  it('checks only the changed pages when nothing else changed', () => {
    const todo = plan(['docs/docs/guides/svg.mdx', 'docs/public/diagrams/x-light.svg']);
    expect(todo.scope).toBe('pages');
    expect(todo.pages).toEqual(['docs/docs/guides/svg.mdx']);
    expect(todo.types).toBe(false);
  });

  it('runs the whole suite for the theme, plugins, config, scripts, tests, examples or packages', () => {
    for (const file of [
      'theme/index.tsx',
      'plugins/tableCards.ts',
      'rspress.config.ts',
      'scripts/runners/test.mjs',
      'tests/e2e/csp.spec.ts',
      'examples/app/package.json',
      'package-lock.json',
      'docs/_nav.json',
      'docs/data/compat.json',
      '.github/workflows/ci.yml',
    ]) {
      const todo = plan(['docs/docs/guides/svg.mdx', file]);
      expect(todo.scope, file).toBe('everything');
      expect(todo.reasons, file).toEqual([file]);
    }
  });

  it('has nothing to do without changes, and names sweep tests as the sweep does', () => {
    expect(plan([]).scope).toBe('none');
    expect(sweepTitle('/docs/guides/svg')).toBe('/docs/guides/svg: ');
    expect(sweepTitle('/404')).toBe('/no/such/page: ');
  });
});
