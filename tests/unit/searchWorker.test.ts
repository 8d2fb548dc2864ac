import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../theme/search/engine';
import { type SearchIndexBody, type SearchIndexHead, toIndexedPages } from '../../theme/search/indexFormat';
import type { FromWorker, ToWorker } from '../../theme/search/worker';

/** The worker module runs against a stand-in for its global scope: what it posts is collected. */
const posted: FromWorker[] = [];
const scope = {
  onmessage: null as ((event: MessageEvent<ToWorker>) => void) | null,
  postMessage(message: FromWorker) {
    posted.push(message);
  },
};
const send = (data: ToWorker) => scope.onmessage!({ data } as MessageEvent<ToWorker>);

const head: SearchIndexHead = [
  {
    title: 'Dev server',
    routePath: '/dev-server',
    description: 'Run the development server.',
    toc: [['port', 'Port', 2]],
  },
  { title: 'Assets', routePath: '/assets', description: 'Images and fonts.', toc: [['svg', 'SVG', 2]] },
];
const body: SearchIndexBody = [
  { content: 'The dev server listens on a port.\nPort\nPass --port to change it.', offsets: [34] },
  { content: 'Assets loader.\nSVG\nSVG files become components with react-native-svg.', offsets: [15] },
];

beforeAll(async () => {
  (globalThis as { self?: unknown }).self = scope;
  await import('../../theme/search/worker');
});
afterAll(() => {
  delete (globalThis as { self?: unknown }).self;
});

describe('search worker (theme/search/worker.ts)', () => {
  it('ignores queries until the full text is indexed', () => {
    send({ type: 'search', query: 'port' });
    expect(posted).toEqual([]);
  });

  it('reports a body it cannot read, and stays unindexed', () => {
    send({ type: 'index', head, bodyJson: '{not json' });
    expect(posted).toEqual([{ type: 'failed', reason: expect.stringContaining('JSON') }]);
    posted.length = 0;
    send({ type: 'search', query: 'port' });
    expect(posted).toEqual([]);
  });

  it('indexes the full text once, then answers each query as the engine on the page would', () => {
    send({ type: 'index', head, bodyJson: JSON.stringify(body) });
    expect(posted).toEqual([{ type: 'ready', indexMs: expect.any(Number) }]);
    send({ type: 'index', head, bodyJson: JSON.stringify([]) }); // a second index is ignored
    expect(posted).toHaveLength(1);

    const engine = new SearchEngine(toIndexedPages(head, body));
    for (const query of ['port', 'svg components', 'react-native-svg', 'nothing-like-this']) {
      posted.length = 0;
      send({ type: 'search', query });
      expect(posted).toEqual([{ type: 'hits', query, hits: engine.search(query).items, searchMs: expect.any(Number) }]);
    }
    expect(posted[0].type === 'hits' && posted[0].hits).toEqual([]);
  });
});
