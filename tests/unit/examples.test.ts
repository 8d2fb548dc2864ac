import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  claimSegments,
  claimsIn,
  collectRecipes,
  pageRecipes,
  parseServeCheck,
} from '../../scripts/shared/recipes.mjs';
import {
  answerProblems,
  blameLine,
  bundleArgs,
  bundleFacts,
  planRecipes,
  streamProblems,
} from '../../scripts/examples/run.mjs';
import { HERMES_MAGIC, isHermesBytecode, SIGNATURE_MARK, verifySignedFile } from '../../scripts/examples/verify.mjs';

const fixtureDocs = path.resolve(import.meta.dirname, '../fixtures/examples/docs');
const fence = '```';

describe('recipes from run-marked blocks', () => {
  it('reads the fixture pages: one recipe per run name, with the config line and platforms', () => {
    const { recipes, problems } = collectRecipes(fixtureDocs, path.resolve(import.meta.dirname, '../..'));
    expect(problems).toEqual([]);
    expect(recipes.map((recipe) => [recipe.name, recipe.line, recipe.platforms])).toEqual([
      ['loader-typo', 11, ['android']],
      ['wrong-path', 34, ['android']],
      ['throws', 59, ['android']],
      ['broken-pair', 69, ['ios']],
      ['android-only', 135, ['ios', 'android']],
      ['quote', 162, ['ios']],
      ['both-bundlers', 193, ['android']],
      ['start-claims', 213, ['ios', 'android']],
      ['both-bundlers@webpack', 193, ['android']],
    ]);
    const source = readFileSync(path.join(fixtureDocs, 'guides/mistakes.mdx'), 'utf8').split('\n');
    // The exact bytes of the block, nothing more.
    expect(recipes[0].blocks[0].code).toBe(`${source.slice(11, 29).join('\n')}\n`);
    expect(recipes[1].claims).toEqual([
      { kind: 'path', text: 'build/generated/<platform>', line: 55 },
      { kind: 'path', text: 'build/output/<platform>/remotes', line: 55 },
    ]);
  });

  it('groups blocks by name, splits projects by config folder and puts a shared block in two recipes', () => {
    const page = [
      '# Page',
      `${fence}js title="host/rspack.config.mjs" run="mf" run-modes="release dev"`,
      'export default {};',
      fence,
      `${fence}js title="remote/rspack.config.mjs" run="mf"`,
      'export default {};',
      fence,
      `${fence}tsx title="host/src/App.tsx" run="mf other"`,
      'export default 1;',
      fence,
      `${fence}js title="webpack.config.mjs" run="other" run-platforms="ios" run-minify`,
      'export default {};',
      fence,
      'It lands in `build/outputs/<platform>/remotes` and `main.chunk.bundle`.',
    ].join('\n');
    const { recipes, problems } = pageRecipes('docs/page.mdx', page);
    expect(problems).toEqual([]);
    const [mf, other] = recipes;
    expect(
      mf.projects.map((project) => [project.dir, project.bundler, project.blocks.map((block) => block.title)]),
    ).toEqual([
      ['host', 'rspack', ['rspack.config.mjs', 'src/App.tsx']],
      ['remote', 'rspack', ['rspack.config.mjs']],
    ]);
    expect(mf.modes).toEqual(['release', 'dev']);
    expect(mf.platforms).toEqual(['ios', 'android']);
    expect(other.projects[0]).toMatchObject({ dir: '', bundler: 'webpack' });
    expect(other.blocks.map((block) => block.title)).toEqual(['host/src/App.tsx', 'webpack.config.mjs']);
    expect(other).toMatchObject({ minify: true, platforms: ['ios'], line: 11 });
    expect(other.claims.map((claim) => [claim.kind, claim.text])).toEqual([
      ['path', 'build/outputs/<platform>/remotes'],
      ['file', 'main.chunk.bundle'],
    ]);
  });

  it('reports run markup it cannot use at the fence line', () => {
    const page = [
      `${fence}js run="a"`,
      'x;',
      fence,
      `${fence}js title="src/a.js" run="b"`,
      'x;',
      fence,
      `${fence}js title="rspack.config.mjs" run="c" run-modes="fast"`,
      'x;',
      fence,
      `${fence}text run-output="nothing"`,
      'warning',
      fence,
    ].join('\n');
    expect(pageRecipes('p.mdx', page).problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '1: run="a" needs a title="…": the file the block becomes',
      '4: run="b" has no block titled rspack.config.* or webpack.config.*: nothing to bundle',
      '7: run-modes "fast": use one or more of release, dev, default, release-unminified',
      '11: run-output="nothing": no recipe of that name on this page',
    ]);
  });
});

describe('what a page says a mode produces (run-expect)', () => {
  const page = (modes: string, marker: string) =>
    [
      '# Page',
      `${fence}js title="rspack.config.mjs" run="app" run-modes="${modes}"`,
      'export default {};',
      fence,
      `Without \`--dev\` the bundle is a development build. ${marker}`,
    ].join('\n');

  it('reads a mode limited to some platforms and the facts a marker states', () => {
    const { recipes, problems } = pageRecipes(
      'docs/page.mdx',
      page('release default@android', '{/* run-expect="app" default: development minified */}'),
    );
    expect(problems).toEqual([]);
    expect(recipes[0]).toMatchObject({
      modes: ['release', 'default'],
      modePlatforms: { default: ['android'] },
      expects: [{ mode: 'default', facts: ['development', 'minified'], line: 5 }],
    });
  });

  it('limits a hyphenated mode to a platform too (release-unminified@ios)', () => {
    const { recipes, problems } = pageRecipes(
      'docs/page.mdx',
      page('release@android release-unminified@ios default@android', '{/* run-expect="app" release: minified */}'),
    );
    expect(problems).toEqual([]);
    expect(recipes[0]).toMatchObject({
      modes: ['release', 'release-unminified', 'default'],
      modePlatforms: { release: ['android'], 'release-unminified': ['ios'], default: ['android'] },
    });
  });

  it('reads text a bundle must hold or lack, and builds release-unminified without the minimizer', () => {
    const marker =
      '{/* run-expect="app" release: lacks=probe-text */} {/* run-expect="app" release-unminified: contains=probe-text */}';
    const { recipes, problems } = pageRecipes('docs/page.mdx', page('release release-unminified', marker));
    expect(problems).toEqual([]);
    expect(recipes[0].expects).toEqual([
      { mode: 'release', facts: ['lacks=probe-text'], line: 5 },
      { mode: 'release-unminified', facts: ['contains=probe-text'], line: 5 },
    ]);
    // Even in a run-minify recipe (third argument true), release-unminified turns the minimizer off.
    expect(bundleArgs('ios', 'release-unminified', true, true)).toEqual([
      'bundle',
      '--platform',
      'ios',
      '--entry-file',
      'index.js',
      '--dev',
      'false',
      '--minify',
      'false',
    ]);
  });

  it('reports a marker for another recipe, a mode the recipe does not run, an unknown fact or platform', () => {
    const problemsOf = (modes: string, marker: string) =>
      pageRecipes('docs/page.mdx', page(modes, marker)).problems.map(
        (problem) => `${problem.line}: ${problem.message}`,
      );
    expect(problemsOf('release', '{/* run-expect="other" release: production */}')).toEqual([
      '5: run-expect="other": no recipe of that name on this page',
    ]);
    expect(problemsOf('release', '{/* run-expect="app" default: development */}')).toEqual([
      '5: run-expect="app" default: the recipe\'s run-modes lack default',
    ]);
    expect(problemsOf('release', '{/* run-expect="app" release: fast */}')).toEqual([
      '5: run-expect: "fast": use one or more of development, production, minified, unminified, contains=<text>, lacks=<text>',
    ]);
    expect(problemsOf('default@web', '')).toEqual(['2: run-modes: unknown platform web']);
  });

  it("tells a development build by React's development code, and minified output by its line length", () => {
    const statements = Array.from({ length: 400 }, (_, index) => `  var a${index} = require(${index});`);
    expect(bundleFacts(statements.join('\n'))).toEqual(['production', 'unminified']);
    expect(
      bundleFacts(`${statements.join('\n')}\nconsole.error("forwardRef requires a render function but was given %s.")`),
    ).toEqual(['development', 'unminified']);
    const minified = `${statements.map((line) => line.trim()).join('')}\n${statements.map((line) => line.trim()).join('')}`;
    expect(bundleFacts(minified)).toEqual(['production', 'minified']);
  });
});

describe('one config under each bundler the page names (run-bundlers)', () => {
  const page = (bundlers: string) =>
    [
      '# Page',
      `${fence}js title="rspack.config.mjs" run="both" run-modes="release dev" ${bundlers}`,
      'export default {};',
      fence,
      `${fence}js title="src/a.js" run="both"`,
      'export {};',
      fence,
      'It writes `build/generated/<platform>/index.bundle`. {/* run-expect="both" release: production */}',
      `${fence}text run-output="both"`,
      'Rspack compiled',
      fence,
    ].join('\n');

  it('adds a copy under the other bundler: renamed config, first platform and mode, same claims, no quotes', () => {
    const { recipes, problems } = pageRecipes('docs/p.mdx', page('run-bundlers="rspack webpack"'));
    expect(problems).toEqual([]);
    const [own, copy] = recipes;
    expect(own.quotes).toHaveLength(1);
    expect(copy.name).toBe('both@webpack');
    expect(copy.projects.map((project) => [project.bundler, project.config.title])).toEqual([
      ['webpack', 'webpack.config.mjs'],
    ]);
    expect(copy.blocks.map((block) => block.title)).toEqual(['webpack.config.mjs', 'src/a.js']);
    expect(copy.projects[0].blocks[0].code).toBe(own.projects[0].blocks[0].code);
    expect([copy.platforms, copy.modes]).toEqual([['ios'], ['release']]);
    expect(copy.claims).toEqual(own.claims);
    expect(copy.expects).toEqual(own.expects);
    expect(copy.quotes).toEqual([]);
  });

  it('adds nothing without the option, and reports an unknown bundler or one that leaves the own out', () => {
    expect(pageRecipes('docs/p.mdx', page('')).recipes.map((recipe) => recipe.name)).toEqual(['both']);
    expect(pageRecipes('docs/p.mdx', page('run-bundlers="rspack parcel"')).problems[0].message).toMatch(
      /^run-bundlers "rspack parcel": use one or more of rspack, webpack/,
    );
    expect(pageRecipes('docs/p.mdx', page('run-bundlers="webpack"')).problems[0].message).toMatch(
      /leaves out rspack, the bundler of the recipe's own config/,
    );
  });
});

describe('what start serves, prints and writes (run-serve markers)', () => {
  it('reads a request with its expected status and body, a stream or a log file with its facts', () => {
    expect(parseServeCheck('GET /status status=200 contains=packager-status:running')).toEqual({
      subject: 'request',
      method: 'GET',
      target: '/status',
      facts: [
        { kind: 'status', value: '200' },
        { kind: 'contains', value: 'packager-status:running' },
      ],
    });
    expect(parseServeCheck('log:logs/start.log contains=---%20BEGINNING json=}{')).toEqual({
      subject: 'log',
      method: '',
      target: 'logs/start.log',
      facts: [
        { kind: 'contains', value: '--- BEGINNING' },
        { kind: 'json', value: '}{' },
      ],
    });
    expect(parseServeCheck('FETCH /status status=200')).toMatch(/^"FETCH": start with a request/);
    expect(parseServeCheck('GET status status=200')).toBe('GET needs a path starting with /');
    expect(parseServeCheck('GET /status plain=x')).toMatch(/^"plain=x": use status=…, contains=…, lacks=…/);
    expect(parseServeCheck('GET /status status=20')).toMatch(/a status is a three-digit code/);
    expect(parseServeCheck('stdout')).toMatch(/says nothing to check/);
    expect(parseServeCheck('stdout contains=%E0%A4%A')).toMatch(/not valid percent-encoding/);
  });

  it('attaches markers to the recipe, and reports markers for a missing recipe or one that never starts', () => {
    const page = [
      `${fence}js title="rspack.config.mjs" run="served" run-serve-only run-serve-args="--json --log-file x.log"`,
      'export default {};',
      fence,
      `${fence}js title="rspack.config.mjs" run="built"`,
      'export default {};',
      fence,
      'Answers 200. {/* run-serve="served" GET /status status=200 */}',
      'Nothing. {/* run-serve="gone" stdout contains=x */}',
      'Never. {/* run-serve="built" stdout contains=x */}',
    ].join('\n');
    const { recipes, problems } = pageRecipes('docs/p.mdx', page);
    expect(recipes[0]).toMatchObject({ serve: true, serveOnly: true, serveArgs: ['--json', '--log-file', 'x.log'] });
    expect(recipes[0].serveChecks).toEqual([
      { subject: 'request', method: 'GET', target: '/status', facts: [{ kind: 'status', value: '200' }], line: 7 },
    ]);
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [8, 'run-serve="gone": no recipe of that name on this page'],
      [9, 'run-serve="built": the recipe has no run-serve, so start never runs'],
    ]);
  });

  it("checks an answer and a stream: JSON entries, plain lines, and a log file's joined writes", () => {
    const check = (text: string) => {
      const parsed = parseServeCheck(text);
      if (typeof parsed === 'string') throw new Error(parsed);
      return { ...parsed, line: 1 };
    };
    expect(answerProblems(check('GET /status status=200 contains=running'), 200, 'packager-status:running')).toEqual(
      [],
    );
    expect(answerProblems(check('GET /status status=404 lacks=running'), 200, 'packager-status:running')).toEqual([
      'GET /status answered 200, not 404: packager-status:running',
      'GET /status answered 200 with "running"',
    ]);
    const stdout = [
      '▀ logo 5.2.5',
      '{"type":"info","message":[{"msg":"Server listening at x"}]}',
      '✖ [LoggerPlugin] Error in',
    ].join('\n');
    expect(
      streamProblems(check('stdout json=Server%20listening plain=logo plain=LoggerPlugin'), stdout, false),
    ).toEqual([]);
    expect(streamProblems(check('stdout plain=Server%20listening json=LoggerPlugin'), stdout, false)).toHaveLength(2);
    const log = '--- BEGINNING OF NEW LOG ---\n{"a":"first"}{"a":"second"}\n{"a":"third"}';
    expect(streamProblems(check('log:x.log json=second json=third contains=}{ lacks=Module'), log, true)).toEqual([]);
    expect(streamProblems(check('log:x.log json=second'), log, false)).toHaveLength(1);
  });
});

describe('claims in prose', () => {
  it('reads build/ paths and output file names from code spans, outside fences and run-skip lines', () => {
    const lines = [
      'Files land in `build/generated/<platform>` (see `rspack.config.mjs`).',
      '```bash',
      'ls `build/nope`',
      '```',
      'Without it they land in `build/outputs/<platform>/remotes`{/* run-skip: another setup */}.',
      'You get `settings.chunk.bundle`, `index.bundle.map` and `mf-manifest.json`, not `package.json`.',
      'Run `npx react-native bundle --bundle-output build/x.bundle`.',
    ];
    expect(claimsIn(lines, 0, lines.length)).toEqual([
      { kind: 'path', text: 'build/generated/<platform>', line: 1 },
      { kind: 'file', text: 'settings.chunk.bundle', line: 6 },
      { kind: 'file', text: 'index.bundle.map', line: 6 },
      { kind: 'file', text: 'mf-manifest.json', line: 6 },
    ]);
  });

  it('expands the platform and matches other placeholders as one segment', () => {
    const match = (text: string, platform: 'ios' | 'android', target: string) => {
      const segments = claimSegments(text, platform);
      const parts = target.split('/');
      return parts.length === segments.length && segments.every((segment, index) => segment.test(parts[index]));
    };
    expect(match('build/outputs/<platform>/remotes', 'ios', 'build/outputs/ios/remotes')).toBe(true);
    expect(match('build/outputs/<platform>/remotes', 'ios', 'build/outputs/android/remotes')).toBe(false);
    expect(match(`build/remote-chunks/\${platform}`, 'android', 'build/remote-chunks/android')).toBe(true);
    expect(match('build/generated/[platform]/', 'ios', 'build/generated/ios')).toBe(true);
    expect(match('build/cdn/<version>/<platform>', 'ios', 'build/cdn/1.4.0/ios')).toBe(true);
    expect(match('build/a.b', 'ios', 'build/aXb')).toBe(false);
  });
});

describe('the bundle command and its errors', () => {
  it('passes --dev false for release, and --minify false unless the recipe keeps it', () => {
    expect(bundleArgs('ios', 'release', false, true)).toEqual([
      'bundle',
      '--platform',
      'ios',
      '--entry-file',
      'index.js',
      '--dev',
      'false',
      '--minify',
      'false',
    ]);
    expect(bundleArgs('android', 'default', false, false)).toEqual([
      'bundle',
      '--platform',
      'android',
      '--entry-file',
      'index.js',
      '--config',
      'harness.config.mjs',
    ]);
    expect(bundleArgs('ios', 'dev', true, true)).toEqual([
      'bundle',
      '--platform',
      'ios',
      '--entry-file',
      'index.js',
      '--dev',
      'true',
    ]);
  });

  it('points an error at the config line that holds the string it names, or at file:line', () => {
    const config = {
      title: 'rspack.config.mjs',
      lang: 'js',
      line: 10,
      endLine: 15,
      code: "export default {\n  module: { rules: [{ use: '@callstack/repack/babel-swc-loadr' }] },\n};\n",
    };
    const project = { dir: '', bundler: 'rspack' as const, config, blocks: [config] };
    expect(blameLine(project, "Error: Can't resolve '@callstack/repack/babel-swc-loadr' in '/tmp/x'")).toBe(12);
    expect(blameLine(project, 'Error: boom\n    at default (/tmp/w/rspack.config.mjs:3:9)')).toBe(13);
    expect(
      blameLine(project, 'ERROR in × Unable to resolve loader @callstack/repack/babel-swc-loadr??ruleSet[1]'),
    ).toBe(12);
    expect(blameLine(project, 'something else')).toBe(10);
  });
});

describe('output checks', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sign = (content: Buffer, hashOf = content) => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ hash: crypto.createHash('sha256').update(hashOf).digest('hex') })}`;
    const signature = crypto.sign('RSA-SHA256', Buffer.from(head), privateKey).toString('base64url');
    const signed = Buffer.concat([content, Buffer.from(SIGNATURE_MARK), Buffer.from(`${head}.${signature}`)]);
    return Buffer.concat([signed, Buffer.alloc(content.length + 1280 - signed.length)]);
  };

  it('verifies a token made as CodeSigningPlugin makes it, and rejects wrong keys and hashes', () => {
    const content = Buffer.from('var chunk = 1;');
    expect(verifySignedFile(sign(content), publicKey)).toEqual({ ok: true });
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(verifySignedFile(sign(content), other)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/does not verify/),
    });
    expect(verifySignedFile(sign(content, Buffer.from('other')), publicKey)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/is not the SHA-256/),
    });
    expect(verifySignedFile(content, publicKey)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not signed/),
    });
  });

  it('recognizes the Hermes bytecode magic number', () => {
    expect(HERMES_MAGIC.readBigUInt64LE(0)).toBe(0x1f1903c103bc1fc6n);
    expect(isHermesBytecode(Buffer.concat([HERMES_MAGIC, Buffer.from([1, 2])]))).toBe(true);
    expect(isHermesBytecode(Buffer.from('var __BUNDLE_START_TIME__'))).toBe(false);
  });
});

describe('the order recipes run in', () => {
  const recipeOf = (name: string, meta: string, extra: string[] = []) =>
    pageRecipes(
      `docs/${name}.mdx`,
      [
        '# Page',
        `${fence}js title="rspack.config.mjs" run="${name}" ${meta}`,
        'export default {};',
        fence,
        ...extra.flatMap((title) => [`${fence}js title="${title}" run="${name}"`, 'module.exports = {};', fence]),
      ].join('\n'),
    ).recipes[0];

  it('primes the cache with the first plain recipe on both platforms; own Babel configs run beside it', () => {
    const oneSide = recipeOf('one-side', 'run-platforms="ios"');
    const minified = recipeOf('minified', 'run-minify');
    const plain = recipeOf('plain', '');
    const later = recipeOf('later', '');
    const ownBabel = recipeOf('own-babel', 'run-platforms="android"', ['babel.config.js']);
    const costly = recipeOf('costly', 'run-modes="release dev"');
    const { primer, beside, after } = planRecipes([oneSide, minified, plain, later, ownBabel, costly]);
    expect(primer?.name).toBe('plain');
    expect(beside.map((recipe) => recipe.name)).toEqual(['own-babel']);
    // The costliest first: minified rounds count three, four rounds (release+dev × 2) count four.
    expect(after.map((recipe) => recipe.name)).toEqual(['minified', 'costly', 'later', 'one-side']);
  });
});
