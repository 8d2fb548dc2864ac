import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/shared/project.mjs';

/** action-validator (the registry's @action-validator/cli) on one file: its exit status and output. */
function validate(file: string) {
  const bin = path.join(root, 'node_modules/@action-validator/cli/cli.mjs');
  const run = spawnSync(process.execPath, [bin, file], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('GitHub workflows (.github/workflows)', () => {
  const dir = path.join(root, '.github/workflows');
  const files = readdirSync(dir).filter((name) => name.endsWith('.yml'));

  it('has the CI, deploy and compatibility workflows', () => {
    expect(files.sort()).toEqual(expect.arrayContaining(['ci.yml', 'compat.yml', 'deploy.yml']));
  });

  for (const file of files) {
    it(`${file} passes the workflow schema`, () => {
      const { status, output } = validate(path.join(dir, file));
      expect(output).toBe('');
      expect(status).toBe(0);
    });
  }

  it('the validator rejects a planted mistake', () => {
    const { status, output } = validate(path.join(root, 'tests/fixtures/workflows/invalid.yml'));
    expect(status).not.toBe(0);
    expect(output).toContain("Additional property 'step' is not allowed");
  });
});
