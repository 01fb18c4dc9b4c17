// Storefront in Chromium: JavaScript transferred on the first load of a page (compressed bytes on the wire),
// the number of scripts, and the largest contentful paint. Start the shop first (`npm start`).
//   node bench/storefront.mjs [--url http://127.0.0.1:3000]
import { chromium } from 'playwright-core';

const urlArg = process.argv.indexOf('--url');
const base = (urlArg > 0 ? process.argv[urlArg + 1] : 'http://127.0.0.1:3000').replace(/\/$/, '');
const PAGES = [
  ['home', '/'],
  ['search', '/#/goods/goods_search?title=headphones'],
  ['goods detail', '/#/goods_detail/1'],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  `${'page'.padEnd(14)} ${'JS gzip KB'.padStart(11)} ${'JS raw KB'.padStart(10)} ${'scripts'.padStart(8)} ${'all KB'.padStart(8)} ${'LCP ms'.padStart(8)}`,
);
for (const [name, path] of PAGES) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  let jsWire = 0;
  let jsRaw = 0;
  let all = 0;
  let scripts = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.dataReceived', (e) => {
    if (types.get(e.requestId) === 'Script') jsRaw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    all += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') {
      jsWire += e.encodedDataLength;
      scripts++;
    }
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  console.log(
    `${name.padEnd(14)} ${(jsWire / 1024).toFixed(1).padStart(11)} ${(jsRaw / 1024).toFixed(1).padStart(10)} ${String(scripts).padStart(8)} ${(all / 1024).toFixed(1).padStart(8)} ${lcp.toFixed(0).padStart(8)}`,
  );
  await context.close();
}
await browser.close();
