// Lighthouse (desktop preset) on Debian's Chromium for home, search and goods detail, and the server-rendered product,
// shop and category pages (issue 24): performance, accessibility, best-practice and SEO scores, largest contentful
// paint, total blocking time and the JavaScript transferred.
// Start the shop first (`npm start`), then:
//   node bench/lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 3]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const RUNS = Number(arg('runs', 3));

const list = await (await fetch(`${base}/api/front/product/list?limit=1`)).json();
const productId = list.data.list[0].id;
const merchantId = list.data.list[0].merId ?? list.data.list[0].merchantId ?? 1;
const categories = await (await fetch(`${base}/api/front/product/category`)).json();
const categoryId = categories.data[0].id;
const PAGES = [
  ['home', '/'],
  ['search', '/#/goods/goods_search?title=headphones'],
  ['goods detail', `/#/goods_detail/${productId}`],
  ['product page', `/goods/${productId}`],
  ['fr product pg', `/fr/goods/${productId}`],
  ['shop page', `/shop/${merchantId}`],
  ['category page', `/category/${categoryId}`],
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log(`Lighthouse ${RUNS} runs per page (median), desktop preset, ${base}`);
  console.log('page           perf  a11y  best   seo   LCP ms   TBT ms   JS KB (transfer)');
  for (const [name, path] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        base + path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        desktopConfig,
      );
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.log(`  ${name}: ${runtimeError.code} ${runtimeError.message}`);
      const scripts = (audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script');
      runs.push({
        perf: categories.performance.score * 100,
        a11y: categories.accessibility.score * 100,
        best: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      });
    }
    const m = (key) => Number(median(runs.map((r) => r[key])) ?? Number.NaN);
    console.log(
      `${name.padEnd(14)} ${String(Math.round(m('perf'))).padStart(4)}  ${String(Math.round(m('a11y'))).padStart(4)}  ${String(Math.round(m('best'))).padStart(4)}  ${String(Math.round(m('seo'))).padStart(4)}  ${m('lcp').toFixed(0).padStart(7)}  ${m('tbt').toFixed(0).padStart(7)}  ${m('js').toFixed(1).padStart(8)}`,
    );
  }
} finally {
  await chrome.kill();
}
