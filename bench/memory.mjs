// Memory of the server under load: the resident set size of the shop's Node process (and the embedded PostgreSQL's
// processes) sampled every 250 ms while 32 connections search, open goods details and the home page for 30 s.
// Start the shop first (`npm start`, or with --products 100000 data), then:
//   node bench/memory.mjs [--url http://127.0.0.1:3000] [--seconds 30] [--connections 32]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const SECONDS = Number(arg('seconds', 30));
const CONNECTIONS = Number(arg('connections', 32));
const port = new URL(base).port || '80';

/** The PID listening on the shop's port (the Node server). */
function serverPid() {
  const out = execSync(`ss -ltnpH 'sport = :${port}'`).toString();
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`nothing listens on port ${port}`);
  return Number(match[1]);
}

const rssOf = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
const postgresRss = () => {
  const pids = execSync('pgrep -x postgres || true').toString().trim().split('\n').filter(Boolean).map(Number);
  return pids.reduce((sum, pid) => sum + rssOf(pid), 0);
};

const pid = serverPid();
const list = await (await fetch(`${base}/api/front/product/list?limit=20`)).json();
const ids = list.data.list.map((p) => p.id);
const words = ['dress', 'headphones', 'silk', 'phone', 'tea', 'bag', 'shoes', 'watch', '耳机', 'ผ้าไหม'];
let n = 0;
const requests = [
  { path: '/api/front/index/product?limit=20' },
  ...words.map((w) => ({ path: `/api/front/product/list?keyword=${encodeURIComponent(w)}&limit=20` })),
  ...ids.map((id) => ({ path: `/api/front/product/detail/${id}` })),
];

const idle = { node: rssOf(pid), pg: postgresRss() };
const samples = [];
const timer = setInterval(() => samples.push({ node: rssOf(pid), pg: postgresRss() }), 250);
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [{ setupRequest: (req) => ({ ...req, ...requests[n++ % requests.length] }) }],
});
clearInterval(timer);
const after = { node: rssOf(pid), pg: postgresRss() };
const peak = (key) => Math.max(...samples.map((s) => s[key]));
const mean = (key) => samples.reduce((sum, s) => sum + s[key], 0) / samples.length;

console.log(
  `Server memory under load: ${CONNECTIONS} connections for ${SECONDS} s (${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx})`,
);
console.log(
  `  node server  RSS idle ${idle.node.toFixed(0)} MB, mean ${mean('node').toFixed(0)} MB, peak ${peak('node').toFixed(0)} MB, after ${after.node.toFixed(0)} MB`,
);
console.log(
  `  postgres     PSS idle ${idle.pg.toFixed(0)} MB, mean ${mean('pg').toFixed(0)} MB, peak ${peak('pg').toFixed(0)} MB (PSS of all postgres processes on this machine)`,
);
