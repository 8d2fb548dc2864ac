import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { serveStatic } from './scripts/lib/static-server.mjs';
import { CHROMIUM_ARGS } from './scripts/find-browser.mjs';
const server = await serveStatic(process.argv[2], 4195);
const chrome = spawn('/usr/bin/chromium', [...CHROMIUM_ARGS, '--remote-debugging-port=9334', '--user-data-dir=/tmp/lhprof3', 'about:blank'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2000));
for (const p of process.argv.slice(3)) {
  const { lhr } = await lighthouse(server.url + p, { port: 9334, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const m = lhr.audits.metrics.details.items[0];
  console.log(p, lhr.categories.performance.score, 'TBT', Math.round(m.totalBlockingTime), 'LCP', Math.round(m.largestContentfulPaint));
  console.log(lhr.audits['long-tasks']?.details?.items?.slice(0,8).map(t => `${t.url?.slice(-30)} ${Math.round(t.startTime)}+${Math.round(t.duration)}`));
  console.log('bootup', lhr.audits['bootup-time'].details.items.slice(0,5).map(i => `${i.url.slice(-40)} total ${Math.round(i.total)} script ${Math.round(i.scripting)} parse ${Math.round(i.scriptParseCompile)}`));
  console.log('dom', lhr.audits['dom-size']?.displayValue);
}
chrome.kill(); await server.close();
