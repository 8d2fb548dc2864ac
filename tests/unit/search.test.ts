import { describe, expect, it } from 'vitest';
import { type IndexedPage, requiredWords, SearchEngine, type SearchHit, snippet } from '../../theme/search/engine';
import { selectedIndex } from '../../theme/search/selection';
import { pickIndexFiles, toIndexedPages } from '../../theme/search/indexFormat';
import { fold, indexTerms, queryWords, stem, versionsInside, withinOneEdit, wordStarts } from '../../theme/search/text';

function page(
  routePath: string,
  title: string,
  sections: [string, string][],
  intro = '',
  description = '',
): IndexedPage {
  let content = intro;
  const toc: IndexedPage['toc'] = [];
  for (const [heading, body] of sections) {
    content += '\n\n';
    toc.push({ id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, depth: 2, charIndex: content.length });
    content += `${heading}\n\n${body}`;
  }
  return { routePath, title, content, toc, description };
}

const pages: IndexedPage[] = [
  page(
    '/flow',
    'Flow support',
    [['Options', 'Strip Flow types from support files.']],
    'Flow is supported by the loader.',
  ),
  page(
    '/dev-server',
    'Dev server',
    [['Configure host and port', 'Pass --port to change the port. Use --reset-cache after upgrades.']],
    'The server compiles bundles.',
  ),
  page(
    '/hermes',
    'HermesBytecodePlugin',
    [['Options', 'Compiles chunks to bytecode with hermesc.']],
    'Hermes runs bytecode.',
  ),
  page('/resolve', 'getResolveOptions', [['Return value', 'Returns resolve options for the platform.']], 'A helper.'),
  page('/mentions', 'Notes', [
    ['Misc', 'Hermes is mentioned here, and the word bytecode far later in another sentence.'],
  ]),
  page('/ru', 'Модули', [['Настройка', 'Сборка приложения для iOS и Android.']]),
  page('/ja', 'モジュール連携', [['設定', 'バンドルを分割する方法。']]),
  page('/404', 'Page not found', [], 'port hermes bytecode'),
];
const engine = new SearchEngine(pages);
const top = (query: string) => engine.search(query).pages.map((p) => engine.pages[p.page].routePath);
const top3 = (local: SearchEngine, query: string) =>
  local
    .search(query)
    .pages.slice(0, 3)
    .map((p) => local.pages[p.page].routePath);
/** The routes of the pages that hold the query's words, without the partial pages that may follow them. */
const fullMatches = (local: SearchEngine, query: string) =>
  local
    .search(query)
    .pages.filter((p) => !p.missing)
    .map((p) => local.pages[p.page].routePath);

describe('search text rules', () => {
  it('folds case and accents but keeps Cyrillic and Korean composed, one character per character', () => {
    expect(fold('Café Ünïcode')).toBe('cafe unicode');
    expect(fold('Йога')).toBe('йога');
    expect(fold('한국어')).toBe('한국어');
    for (const text of ['Café', 'Йога', '한국어', 'モジュール']) expect(fold(text)).toHaveLength(text.length);
  });

  it('indexes identifiers whole and in parts, flags without their dashes, and light stems', () => {
    expect(indexTerms('getResolveOptions')).toEqual(
      expect.arrayContaining(['getresolveoptions', 'get', 'resolve', 'options', 'option']),
    );
    expect(indexTerms('--reset-cache')).toEqual(expect.arrayContaining(['reset-cache', 'reset', 'cache']));
    expect(indexTerms('@callstack/repack')).toEqual(
      expect.arrayContaining(['callstack/repack', 'callstack', 'repack']),
    );
    expect(indexTerms('代码')).toEqual(['代', '码']);
    expect(stem('migration')).toBe(stem('migrate'));
    expect(stem('migrating')).toBe(stem('migrate'));
    expect(stem('configuration')).toBe(stem('configure'));
    expect(stem('port')).toBe('port');
    // A doubled consonant before -ing or -ed goes: debugging and debugged meet debug; install keeps its ll.
    for (const word of ['debugging', 'debugged']) expect(stem(word)).toBe('debug');
    expect(stem('resetting')).toBe('reset');
    expect(stem('installing')).toBe('install');
    for (const word of ['minified', 'minifier', 'minification']) expect(stem(word)).toBe(stem('minify'));
  });

  it('indexes the compound names inside a path, and keeps plural acronyms whole', () => {
    expect(indexTerms('@callstack/repack-init')).toEqual(expect.arrayContaining(['repack-init']));
    expect(indexTerms('build/main.jsbundle')).toEqual(expect.arrayContaining(['main.jsbundle', 'main', 'jsbundle']));
    expect(indexTerms('react-native.config.js')).toEqual(expect.arrayContaining(['react-native']));
    expect(indexTerms('5.6.1')).not.toContain('5.6');
    expect(indexTerms('URLs')).toEqual(['urls']);
    expect(indexTerms('HTTPServer')).toEqual(expect.arrayContaining(['http', 'server']));
  });

  it('matches a version the docs do not name by its release line, never by single digits', () => {
    const versions = new SearchEngine([
      page('/numbered', 'Setup', [
        ['1. Install', 'Run the installer.'],
        ['6. Verify', 'Check it.'],
      ]),
      page('/terser', 'Terser', [['Versions', 'Version 5.6.0 of terser-webpack-plugin skips bundles.']]),
    ]);
    const routes = (query: string) => versions.search(query).pages.map((p) => versions.pages[p.page].routePath);
    expect(routes('terser 5.6.1')).toEqual(['/terser']);
    expect(routes('6.1')).toEqual([]);
  });

  it('finds a version that the docs name only as the inside of a range', () => {
    expect(versionsInside('React Native 0.63 to 0.73 needs Re.Pack 4.')).toEqual(
      ['64', '65', '66', '67', '68', '69', '70', '71', '72'].map((minor) => `0.${minor}`),
    );
    expect(versionsInside('5.2.0 – 5.2.4, and 5.0.1 and 5.0.4')).toEqual(['5.2.1', '5.2.2', '5.2.3']);
    // Different prefixes, a reversed range, a list and a range too wide to be versions add nothing.
    expect(versionsInside('0.76 to 1.2, 0.80 to 0.76, 0.74 and 0.77, 1.0 to 1.900')).toEqual([]);
    const ranges = new SearchEngine([
      page('/compat', 'Compatibility', [['Older versions', 'React Native 0.63 to 0.73 works with Re.Pack 4.']]),
      page('/other', 'Other', [['Versions', 'React Native 0.76 works.']]),
    ]);
    expect(fullMatches(ranges, 'react native 0.71.8')).toEqual(['/compat']);
  });

  it("matches a reader's own file name by the ending the docs name (foobar.ios.js by ios.js)", () => {
    const files = new SearchEngine([
      page('/resolution', 'Resolution', [
        ['Platform files', 'A file that ends in .ios.js, such as Button.ios.js, is picked on iOS.'],
      ]),
      page('/ios', 'iOS builds', [['Scripts', 'The js bundle for ios is built by Xcode.']]),
    ]);
    expect(top3(files, 'foobar.ios.js')[0]).toBe('/resolution');
    // Without the ending, the title that names iOS would come first.
    expect(top3(files, 'foobar ios js')[0]).toBe('/ios');
  });

  it('indexes the identifiers of a member chain whole, so a reader who types one finds it', () => {
    expect(indexTerms('ScriptManager.shared.addResolver')).toEqual(
      expect.arrayContaining(['scriptmanager', 'addresolver', 'add', 'resolver']),
    );
    // Plain words of a chain are parts already; they are not added twice.
    expect(indexTerms('module.hot').filter((term) => term === 'hot')).toEqual(['hot']);
    const chains = new SearchEngine([
      page('/troubleshooting', 'Troubleshooting', [
        ['A crash at launch', 'It throws at ScriptManager.shared.addResolver.'],
      ]),
      page('/other', 'Other', [['Resolvers', 'Add a resolver to the app.']]),
    ]);
    expect(top3(chains, 'addResolver')).toEqual(['/troubleshooting']);
  });

  it('matches a member written with its namespace by the member (webpack.SourceMapDevToolPlugin)', () => {
    const members = new SearchEngine([
      page('/internal', 'Internal plugins', [['Source maps', 'Re.Pack applies SourceMapDevToolPlugin itself.']]),
      page('/debugging', 'Source maps', [['Dev tool', 'A webpack plugin maps the source.']]),
    ]);
    expect(top3(members, 'webpack.SourceMapDevToolPlugin')[0]).toBe('/internal');
  });

  it('weighs a last word by its own rarity, not only by the common words it starts', () => {
    // "expo" as the last word also matches "export", which every other page has.
    const others = [1, 2, 3, 4, 5, 6].map((n) =>
      page(`/export-${n}`, `Example export ${n}`, [['Config', 'export default config;']]),
    );
    const expo = new SearchEngine([page('/expo', 'Expo modules', [['Setup', 'An example app.']]), ...others]);
    expect(top3(expo, 'example expo')[0]).toBe('/expo');
  });

  it('weighs missing words by their rarity: a page without a common word still ranks', () => {
    // Both kinds of page lack one word of the pasted message: the error page lacks
    // "loader", which every other page has; the others lack the error code.
    const pages = [
      page('/error', 'Errors', [['Wrong path', 'ERR_CODE_X: you must pass a valid path.']]),
      ...Array.from({ length: 6 }, (_, i) =>
        page(`/loader-${i}`, `Valid path loader ${i}`, [['Usage', 'You must pass a valid path to the loader.']]),
      ),
    ];
    const coverage = new SearchEngine(pages);
    const top = coverage.search('ERR_CODE_X: you must pass a valid path to the loader').pages[0];
    expect(coverage.pages[top.page].routePath).toBe('/error');
  });

  it("keeps a page that has a long query's rare words, though it lacks most of its common ones", () => {
    // Six words; the analyzer page has two (four needed by count), but they are the rare ones.
    const pages = [
      page('/analysis', 'Bundle analysis', [['Analyzer', 'Run the analyzer on a bundle.']]),
      ...Array.from({ length: 8 }, (_, i) =>
        page(`/p${i}`, `Page ${i}`, [['About', 'We provide a built-in way to compare things.']]),
      ),
    ];
    const engine = new SearchEngine(pages);
    const found = engine.search('provide built-in analyzer compare bundle metro').pages;
    expect(found.map((p) => engine.pages[p.page].routePath)).toContain('/analysis');
    // One rare word of six, the others' weight missing, is not enough.
    const thin = engine.search('provide built-in compare analyzer zebra yak').pages;
    expect(thin.map((p) => engine.pages[p.page].routePath)).not.toContain('/analysis');
  });

  it('ranks a page with one section about the query above one that scatters its words', () => {
    const filler = 'Nothing here about it. '.repeat(20);
    const pages = [
      page('/scattered', 'Guide', [
        ['Install', `Lazy lazy ${filler}`],
        ['Build', `Load load ${filler}`],
        ['Output', `Chunk chunk chunk ${filler}`],
      ]),
      page('/together', 'Splitting', [['Screens', 'A lazy screen loads its chunk when it first renders.']]),
      ...Array.from({ length: 6 }, (_, i) => page(`/other-${i}`, `Other ${i}`, [['About', 'Unrelated text.']])),
    ];
    const engine = new SearchEngine(pages);
    const ranked = engine.search('lazy load chunk').pages.map((p) => engine.pages[p.page].routePath);
    expect(ranked.slice(0, 2)).toEqual(['/together', '/scattered']);
  });

  it('drops stop words from queries unless nothing else is left', () => {
    expect(queryWords('how do I migrate from Metro').map((w) => w.text)).toEqual(['migrate', 'metro']);
    expect(queryWords('where does the bundle output go').map((w) => w.text)).toEqual(['bundle', 'output', 'go']);
    expect(queryWords('the').map((w) => w.text)).toEqual(['the']);
    // Function words of a question, which would otherwise be required words of a short query.
    expect(queryWords('integrate expo-updates while using repack').map((w) => w.text)).toEqual([
      'integrate',
      'expo-updates',
    ]);
    // How a request is framed.
    expect(queryWords('is it possible to fetch a new bundle, do I need a proper way').map((w) => w.text)).toEqual([
      'fetch',
      'new',
      'bundle',
    ]);
    expect(queryWords('getResolveOptions')[0].parts).toEqual(['get', 'resolve', 'options']);
  });

  it('keeps "vs" when it names the editor, not when it compares', () => {
    expect(queryWords('metro vs repack').map((w) => w.text)).toEqual(['metro']);
    expect(queryWords('debug in VS Code').map((w) => w.text)).toEqual(['debug', 'vs', 'code']);
  });

  it('treats HTML and regular-expression characters in a query as text', () => {
    expect(() => engine.search('(.*[')).not.toThrow();
    expect(() => engine.search('<img src=x onerror=alert(1)>')).not.toThrow();
    expect(engine.search('.*').pages).toEqual([]);
  });

  it('finds word starts and camelCase humps, not the middle of words', () => {
    const text = 'Flow support; port; hermesBytecode';
    expect(wordStarts(text, fold(text), 'port')).toEqual([text.indexOf('; port') + 2]);
    expect(wordStarts(text, fold(text), 'bytecode')).toEqual([text.indexOf('Bytecode')]);
  });

  it('allows one insert, delete, replace or swap', () => {
    expect(withinOneEdit('reanimted', 'reanimated')).toBe(true);
    expect(withinOneEdit('moduel', 'module')).toBe(true);
    expect(withinOneEdit('bytcode', 'bytecode')).toBe(true);
    expect(withinOneEdit('modle', 'model')).toBe(true);
    expect(withinOneEdit('abcdef', 'abxdxf')).toBe(false);
  });

  it("picks the index files of the language and version, or the language's only ones", () => {
    const one = { head: 'static/search/head.en.a.json', body: 'static/search/body.en.b.json' };
    expect(pickIndexFiles({ '###en': one }, 'en')).toBe(one);
    expect(pickIndexFiles({ '5.x###en': one }, 'en', '5.x')).toBe(one);
    expect(pickIndexFiles({ '5.x###en': one }, 'en')).toBe(one);
    expect(pickIndexFiles({ '###en': one }, 'fr')).toBeUndefined();
    expect(pickIndexFiles({ '5.x###en': one, '4.x###en': one }, 'en')).toBeUndefined();
  });

  it('turns the head alone into pages of headings, and head plus body into full pages', () => {
    const head = [
      {
        title: 'Dev server',
        routePath: '/dev',
        description: 'Serves bundles.',
        toc: [['port', 'Port', 2]] as [string, string, number][],
      },
    ];
    const [headOnly] = toIndexedPages(head);
    expect(headOnly.content.slice(headOnly.toc[0].charIndex).startsWith('Port')).toBe(true);
    const [full] = toIndexedPages(head, [{ content: 'Intro.\n\nPort\n\nUse --port.', offsets: [8] }]);
    expect(full.content).toContain('--port');
    expect(full.toc[0]).toEqual({ id: 'port', text: 'Port', depth: 2, charIndex: 8 });
    // A body that does not fit the head (another build) is not trusted.
    expect(toIndexedPages(head, [{ content: 'x', offsets: [] }])[0].content).toBe('Port\n');
  });
});

describe('search engine', () => {
  it('does not match a word inside another word', () => {
    expect(top('port')[0]).toBe('/dev-server');
    expect(top('port')).not.toContain('/flow');
  });

  it('needs every word, and ranks a title or heading that names them above passing mentions', () => {
    expect(top('hermes bytecode')).toEqual(['/hermes', '/mentions']);
    expect(top('host port')).toEqual(['/dev-server']);
  });

  it('ranks the page whose title is the query above pages that hold it in a longer title', () => {
    const named = new SearchEngine([
      page('/trouble', 'Troubleshooting module federation and chunks', [
        ['Module federation', 'Federation errors of module containers: module federation, module federation.'],
      ]),
      page('/mf', 'Module federation', [['Set up', 'Hosts load remotes.']]),
    ]);
    expect(named.search('module federation').pages.map((p) => named.pages[p.page].routePath)[0]).toBe('/mf');
  });

  it("weighs a page down by its prior (searchWeight), so the topic's own page comes first", () => {
    const history = page('/history', 'Hermes bytecode history', [
      ['Hermes bytecode failed after an upgrade', 'hermesc moved; Hermes bytecode builds failed before 5.2.4.'],
    ]);
    // Listed first, so that it wins a tie without a prior.
    const plain = new SearchEngine([history, ...pages]);
    const weighted = new SearchEngine([{ ...history, weight: 0.3 }, ...pages]);
    const order = (e: SearchEngine, query: string) => e.search(query).pages.map((p) => e.pages[p.page].routePath);
    expect(order(plain, 'hermes bytecode')[0]).toBe('/history');
    expect(order(weighted, 'hermes bytecode')[0]).toBe('/hermes');
    // A query only the weighed-down page answers still finds it, first.
    expect(order(weighted, 'hermesc moved upgrade')[0]).toBe('/history');
  });

  it('matches a word the reader wrote as one by the two words the docs write apart', () => {
    const apart = new SearchEngine([
      page('/debugging', 'Debugging', [['Stuck at launch', 'The app stays on its splash screen.']]),
      page('/images', 'Images', [['Icons', 'Draw a splash image. Size it for each screen.']]),
      page('/native', 'Native', [['Alter the config', 'Native code.']]),
    ]);
    expect(top3(apart, 'splashscreen')[0]).toBe('/debugging');
    // Halves the docs never write side by side stay one unknown word.
    expect(top3(apart, 'alternative')).toEqual([]);
  });

  it('starts a reader whose every word is on every page at the getting-started pages', () => {
    const common = 'Rspack bundles React Native apps.';
    const others = ['hermes', 'assets', 'svg', 'cache', 'signing', 'expo', 'flow'].map((topic) =>
      page(`/docs/features/${topic}`, `Feature ${topic}`, [[`About ${topic}`, common]]),
    );
    const everywhere = new SearchEngine([
      page('/docs/features/devtools', 'React Native DevTools', [['Open the debugger', common]]),
      page(
        '/docs/getting-started/quick-start',
        'Quick start',
        [['Set up Rspack', common]],
        '',
        'Start a React Native app.',
      ),
      ...others,
    ]);
    const order = (query: string) => everywhere.search(query).pages.map((p) => everywhere.pages[p.page].routePath);
    // Without the prior, the page whose title holds two of the words would come first.
    expect(order('use rspack react native')[0]).toBe('/docs/getting-started/quick-start');
    // A word that names a topic takes the prior away, and so does a lone word: "plugin" or
    // "native" alone is a look-up, even where every page has it.
    expect(order('debugger rspack react native')[0]).toBe('/docs/features/devtools');
    const plugins = new SearchEngine([
      page('/api/plugins/code-signing', 'CodeSigningPlugin', [['Options', 'Signs chunks with a plugin.']]),
      page('/docs/getting-started/bundlers', 'Bundlers', [['Babel plugins', 'Which plugin runs first.']]),
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((topic) =>
        page(`/docs/features/${topic}`, `Feature ${topic}`, [[`About ${topic}`, 'Add the plugin.']]),
      ),
    ]);
    expect(plugins.pages[plugins.search('plugin').pages[0].page].routePath).toBe('/api/plugins/code-signing');
  });

  it("doesn't let a catalogue page's heading outrank the page that documents a lone identifier", () => {
    const history = {
      ...page('/history', 'Release history', [
        ['--reset-cache now deletes the persistent cache', 'The flag was accepted and ignored before 5.1.0.'],
      ]),
      weight: 0.5,
    };
    const order = (e: SearchEngine, query: string) => e.search(query).pages.map((p) => e.pages[p.page].routePath);
    const engine = new SearchEngine([history, ...pages]);
    // /dev-server has the flag in its text only; the history names it in a heading.
    expect(order(engine, '--reset-cache')[0]).toBe('/dev-server');
    // The same page without the prior is no catalogue: its heading counts as one.
    const plain = new SearchEngine([{ ...history, weight: undefined }, ...pages]);
    expect(order(plain, '--reset-cache')[0]).toBe('/history');
    // Several words that the heading holds are still a heading match.
    expect(order(engine, 'reset-cache deletes persistent cache')[0]).toBe('/history');
  });

  it("matches a reader's word to the pages' word for it, below the pages' own spelling", () => {
    const engine = new SearchEngine([
      page('/errors', 'Errors', [['At startup', 'The app throws before the first screen.']]),
      page('/crashes', 'Crash reports', [['Collect them', 'Send crash reports to your service.']]),
      page('/other', 'Other', [['Nothing', 'Unrelated text.']]),
    ]);
    const order = (query: string) => engine.search(query).pages.map((p) => engine.pages[p.page].routePath);
    // No page says "crash" but /crashes; /errors says "throws", the reader's "crash" in the docs' words.
    expect(order('crash')).toEqual(['/crashes', '/errors']);
    expect(order('app crash startup')[0]).toBe('/errors');
  });

  it('raises a page that writes two neighbouring query words side by side', () => {
    // Each pair of pages holds the words in one section, and the first listed wins a tie.
    const rank = (first: IndexedPage, second: IndexedPage, query: string) => {
      const engine = new SearchEngine([first, second]);
      return engine.search(query).pages.map((p) => engine.pages[p.page].routePath);
    };
    const apart = page('/apart', 'Scripts', [['Trust', 'Signing keys need the code first.']]);
    const together = page('/together', 'Scripts', [['Trust', 'Code signing keys need it first.']]);
    expect(rank(apart, together, 'code signing')).toEqual(['/together', '/apart']);
    // Any ending after the stem.
    expect(rank(apart, together, 'code signed')).toEqual(['/together', '/apart']);
    // One short word between: "rspack or webpack".
    const spread = page('/spread', 'Bundlers', [['Pick', 'Rspack is fast, and webpack is old.']]);
    const pair = page('/pair', 'Bundlers', [['Pick', 'Pick Rspack or webpack, both are fast.']]);
    expect(rank(spread, pair, 'rspack webpack')).toEqual(['/pair', '/spread']);
    // The pair must start a word: "decode signing" is not "code signing".
    const inside = page('/inside', 'Data', [['Keys', 'Decode signing data; the code is here.']]);
    const none = page('/none', 'Data', [['Keys', 'Signing data; the code is here.']]);
    expect(rank(none, inside, 'code signing')).toEqual(['/none', '/inside']);
  });

  it('fills a short list with the pages nearest the query, after those with every word, naming what they lack', () => {
    const outcome = engine.search('bytecode hermesc unicorn');
    const routes = outcome.pages.map((p) => engine.pages[p.page].routePath);
    // Only /hermes has two of the three words; /mentions has one and follows it.
    expect(routes.slice(0, 2)).toEqual(['/hermes', '/mentions']);
    expect(outcome.pages[0].missing).toBeUndefined();
    expect(outcome.pages[1].missing).toEqual(['hermesc', 'unicorn']);
    const mentionHits = outcome.items.filter((hit) => hit.link.startsWith('/mentions'));
    expect(mentionHits.length).toBeGreaterThan(0);
    for (const hit of mentionHits) expect(hit.missing).toEqual(['hermesc', 'unicorn']);
    // A list that is already long enough gets no partial pages.
    expect(engine.search('bytecode hermesc unicorn', 1).pages.length).toBe(1);
  });

  it('splits a number glued to its unit when the docs write them apart', () => {
    const local = new SearchEngine([
      page('/pages', 'Android', [['Page sizes', 'Devices with 16 KB memory pages load the library.']]),
      page('/other', 'Other', [['Sizes', 'A bundle of 16 files.']]),
    ]);
    const find = (query: string) => fullMatches(local, query);
    expect(find('16kb')).toEqual(['/pages']);
    expect(find('16kb pages')).toEqual(['/pages']);
    // Not split when a part is unknown: `16zz` stays one word, so the page with `16` doesn't match it.
    expect(local.search('16zz').pages).toEqual([]);
    expect(
      local
        .search('16')
        .pages.map((p) => local.pages[p.page].routePath)
        .sort(),
    ).toEqual(['/other', '/pages']);
  });

  it('falls back to the pages with most of the words when none has all', () => {
    expect(top('hermes bytecode unicorn')).toEqual(['/hermes', '/mentions']);
  });

  it('matches identifiers as typed and in parts, flags with or without dashes, and prefixes', () => {
    expect(top('getResolveOptions')[0]).toBe('/resolve');
    expect(top('resolve options')[0]).toBe('/resolve');
    expect(top('--reset-cache')).toEqual(['/dev-server']);
    expect(top('reset cache')).toEqual(['/dev-server']);
    expect(top('byteco')[0]).toBe('/hermes');
  });

  it('matches the longer words a word starts only while it is being typed (the last word)', () => {
    const local = new SearchEngine([
      page('/expo', 'Expo modules', [['Setup', 'Add the Expo plugin to your app.']]),
      page('/export', 'Exports', [['Named', 'Export names from your app.']]),
    ]);
    const find = (query: string) => fullMatches(local, query);
    // `expo` is finished (a word follows) and the docs use it whole: it is not `export`.
    expect(find('expo app')).toEqual(['/expo']);
    // The last word may still be typed: `expo` might become `export`.
    expect(find('app expo')).toEqual(['/expo', '/export']);
    // A finished word the docs never use whole still matches the words it starts.
    expect(find('exp app').sort()).toEqual(['/expo', '/export']);
  });

  it('puts first the page whose heading quotes a pasted message, its placeholders filled in', () => {
    const local = new SearchEngine([
      page('/assets', 'Assets', [
        ['Images', 'Put images in assets/images: image.png, image@2x.png and image@3x.png for iOS and Android.'],
        ['Files', 'The bundle lists each image file it copies, for ios and android.'],
      ]),
      page('/troubleshooting', 'Troubleshooting', [
        [
          '`File <name> for <platform> not found in compilation assets`',
          'The app asked for a file the build does not emit.',
        ],
      ]),
    ]);
    const find = (query: string) => local.search(query).pages.map((p) => local.pages[p.page].routePath);
    expect(find('File assets/images/image@3x.png for ios not found in compilation assets')[0]).toBe('/troubleshooting');
    // The same words out of the message's order are no pasted message.
    expect(find('assets images image@3x.png ios file not found compilation')[0]).toBe('/assets');
  });

  it('raises the page whose text writes out a pasted message that no heading quotes', () => {
    const local = new SearchEngine([
      page('/errors', 'Runtime errors', [
        ['Exceptions', 'An unhandled exception at launch names the property it could not read.'],
        ['Logs', 'Read the device log for the first exception, then the property named in it.'],
      ]),
      page('/versions', 'Versions', [
        ['Table', 'With 5.0 a development build throws at launch: Cannot read property log of undefined.'],
      ]),
      page('/other', 'Other', [['Notes', 'Nothing to read here about a property.']]),
    ]);
    const find = (query: string) => local.search(query).pages.map((p) => local.pages[p.page].routePath);
    expect(find("Unhandled JS Exception: Cannot read property 'log' of undefined")[0]).toBe('/versions');
    // Five words in a row are not enough, nor the same words out of order.
    expect(find('unhandled exception cannot read property log')[0]).toBe('/errors');
    expect(find('unhandled exception: log of undefined property, cannot read')[0]).toBe('/errors');
  });

  it('forgives one typo in words of five letters or more, not in shorter ones', () => {
    expect(top('bytcode')[0]).toBe('/hermes');
    expect(top('hremes')[0]).toBe('/hermes');
    expect(top('prot')).toEqual([]);
  });

  it('searches Cyrillic and Japanese text', () => {
    expect(top('сборка')).toEqual(['/ru']);
    expect(top('Модули')).toEqual(['/ru']);
    expect(top('分割')).toEqual(['/ja']);
    // Highlights count characters (CJK is searched character by character).
    const hit = engine.search('分割').items.find((item) => item.type === 'content');
    const statement = hit?.type === 'content' ? hit.statement : '';
    expect(hit!.highlightInfoList.map(({ start, length }) => statement.slice(start, start + length))).toEqual([
      '分',
      '割',
    ]);
  });

  it('needs every word of a short query, most words of a long one', () => {
    expect(requiredWords(2, 2)).toBe(2);
    expect(requiredWords(3, 2)).toBe(2); // no page has all three: the best pages
    expect(requiredWords(5, 5)).toBe(3);
    expect(requiredWords(5, 2)).toBe(2);
    // A pasted message with one word no page has still finds the page with the rest.
    expect(top('Configure the host port please-no-such-word')).toContain('/dev-server');
  });

  it('answers a repeated query from its cache', () => {
    const first = engine.search('bytecode');
    expect(engine.search('bytecode')).toBe(first);
    expect(engine.search('bytecode', 1)).not.toBe(first);
  });

  it('never returns the 404 page and honours the limit', () => {
    expect(top('page not found')).not.toContain('/404');
    expect(engine.search('the', 1).pages.length).toBeLessThanOrEqual(1);
  });

  it('returns title, header and content hits with highlights on the matched words', () => {
    const items = engine.search('port').items.filter((item) => item.link.startsWith('/dev-server'));
    const header = items.find((item) => item.type === 'header');
    expect(header).toMatchObject({
      header: 'Dev server > Configure host and port',
      link: '/dev-server#configure-host-and-port',
    });
    const { start, length } = header!.highlightInfoList[0];
    expect(header!.header.slice(start, start + length)).toBe('port');
    const hermes = engine.search('hermes bytecode').items[0];
    expect(hermes.type).toBe('title');
    expect(hermes.highlightInfoList.map(({ start, length }) => hermes.header.slice(start, start + length))).toEqual([
      'Hermes',
      'Bytecode',
    ]);
  });

  it('cuts snippets to about 100 characters around the words, whitespace collapsed', () => {
    const text = `${'lorem '.repeat(40)}the port\n\n  is   here ${'ipsum '.repeat(40)}`;
    const hits = [{ start: text.indexOf('port'), length: 4, word: 0 }];
    const { statement, highlightInfoList } = snippet(text, hits);
    expect(statement.length).toBeLessThanOrEqual(106);
    expect(statement).toMatch(/^\.\.\..*the port is here .*\.\.\.$/);
    const [{ start, length }] = highlightInfoList;
    expect(statement.slice(start, start + length)).toBe('port');
  });
});

describe('search selection (theme/search/selection.ts)', () => {
  const hit = (query: string, link: string, type: 'title' | 'header' = 'header'): SearchHit => ({
    type,
    title: link,
    header: link,
    link,
    query,
    highlightInfoList: [],
  });
  const head = [hit('plugin', '/a'), hit('plugin', '/b'), hit('plugin', '/c')];

  it('stays where the reader moved it while the list is the same', () => {
    expect(selectedIndex({ hits: head, index: 2, moved: true }, head)).toBe(2);
  });

  it('follows the chosen hit when the same query gets a fuller list', () => {
    const full = [hit('plugin', '/z'), hit('plugin', '/a'), hit('plugin', '/y'), hit('plugin', '/b')];
    expect(selectedIndex({ hits: head, index: 1, moved: true }, full)).toBe(3);
  });

  it('keeps a reader who has not moved on the top hit when the list grows', () => {
    const full = [hit('plugin', '/z'), hit('plugin', '/a'), hit('plugin', '/b')];
    expect(selectedIndex({ hits: head, index: 0, moved: false }, full)).toBe(0);
    // The same top hit, once the reader moved to it and back, is followed.
    expect(selectedIndex({ hits: head, index: 0, moved: true }, full)).toBe(1);
  });

  it('starts at the first hit for another query, or when the chosen hit is gone', () => {
    expect(selectedIndex({ hits: head, index: 1, moved: true }, [hit('plugins', '/a'), hit('plugins', '/b')])).toBe(0);
    expect(selectedIndex({ hits: head, index: 1, moved: true }, [hit('plugin', '/a'), hit('plugin', '/c')])).toBe(0);
    expect(
      selectedIndex({ hits: head, index: 1, moved: true }, [hit('plugin', '/x'), hit('plugin', '/b', 'title')]),
    ).toBe(0);
    expect(selectedIndex({ hits: [], index: 0, moved: true }, head)).toBe(0);
  });
});
