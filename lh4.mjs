import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { serveStatic } from './scripts/lib/static-server.mjs';
import { CHROMIUM_ARGS } from './scripts/find-browser.mjs';
const server = await serveStatic(process.argv[2], 4195);
const chrome = spawn('/usr/bin/chromium', [...CHROMIUM_ARGS, '--remote-debugging-port=9334', '--user-data-dir=/tmp/lhprof2', 'about:blank'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2000));
for (const p of process.argv.slice(3)) {
  const { lhr } = await lighthouse(server.url + p, { port: 9334, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const m = lhr.audits.metrics.details.items[0];
  console.log(p, lhr.categories.performance.score, Object.fromEntries(Object.entries(m).filter(([k]) => /observed(FirstContentfulPaint|LargestContentfulPaint|DomContentLoaded|Load)$|^(firstContentfulPaint|largestContentfulPaint|totalBlockingTime|speedIndex|interactive)$/.test(k)).map(([k,v])=>[k,Math.round(v)])));
  const tasks = lhr.audits['long-tasks']?.details?.items?.slice(0,6).map(t => `${t.url?.slice(-30)} ${Math.round(t.startTime)}+${Math.round(t.duration)}`);
  console.log(tasks);
}
chrome.kill(); await server.close();
