import { chromium } from '@playwright/test';
import { serveStatic } from './scripts/lib/static-server.mjs';
const dirs = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
for (const dir of dirs) { const res = [];
 for (let i = 0; i < 3; i++) {
  const server = await serveStatic(dir, 4197);
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage(); const cdp = await ctx.newCDPSession(p);
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.goto(server.url + '/docs/getting-started/quick-start', { waitUntil: 'load' });
  await p.waitForTimeout(1000);
  res.push(await p.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime)));
  await ctx.close(); await server.close(); }
 console.log(dir, res);
}
await b.close();
