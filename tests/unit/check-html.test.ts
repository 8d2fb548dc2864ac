import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkHtml, findJava } from '../../scripts/checks/html.mjs';

const fixtures = fileURLToPath(new URL('../fixtures/check-html/', import.meta.url));
const script = fileURLToPath(new URL('../../scripts/checks/html.mjs', import.meta.url));
const hasJava = findJava() !== null;

describe('check-html (vnu)', () => {
  it.skipIf(!hasJava)(
    'fails on the planted invalid page, naming file, line and the rule',
    () => {
      const result = spawnSync(process.execPath, [script, `${fixtures}invalid`], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stdout).toMatch(
        /invalid\/index\.html:11:\d+: The element “a” with the attribute “href” must not appear as a descendant of the “button” element\./,
      );
      expect(result.stdout).not.toContain('valid.html');
      expect(result.stderr).toContain('2 pages, 1 errors');
    },
    60_000,
  );

  it.skipIf(!hasJava)(
    "passes a valid page and the inlined CSS vnu's CSS checker does not know, and still fails other CSS errors",
    () => {
      // One vnu run (one JVM start) over three pages: the valid fixture, and two pages with
      // CSS vnu does not know, one of them with a real CSS error too.
      const dir = mkdtempSync(path.join(tmpdir(), 'check-html-'));
      const css =
        '::view-transition-old(root){z-index:1}::view-transition-new(root){z-index:9999}' +
        '.a{view-transition-name:none;line-clamp:2}details.b{font-size:normal}';
      const page = (style: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><style>${style}</style></head><body><p>t</p></body></html>`;
      try {
        cpSync(`${fixtures}valid`, path.join(dir, 'valid'), { recursive: true });
        mkdirSync(path.join(dir, 'known-css'));
        writeFileSync(path.join(dir, 'known-css', 'index.html'), page(css));
        mkdirSync(path.join(dir, 'css-error'));
        writeFileSync(path.join(dir, 'css-error', 'index.html'), page(`${css}.c{colr:red}`));
        const outcome = checkHtml(dir);
        expect(outcome).toMatchObject({ files: 3 });
        expect(
          'errors' in outcome
            ? outcome.errors.map((error) => [path.basename(path.dirname(error.file)), error.message])
            : [],
        ).toEqual([['css-error', expect.stringMatching(/^CSS: “colr”: Property “colr” doesn't exist\.$/)]]);
      } finally {
        rmSync(dir, { recursive: true });
      }
    },
    60_000,
  );

  it('skips with a clear message, and passes, where Java is missing', () => {
    const result = spawnSync(process.execPath, [script, `${fixtures}invalid`], {
      encoding: 'utf8',
      env: { ...process.env, PATH: '/nonexistent', JAVA_HOME: '' },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('SKIPPED, the HTML check needs Java');
  });
});
