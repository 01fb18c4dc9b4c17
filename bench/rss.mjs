// Resident memory of the server run as TypeScript through tsx (development) and as compiled JavaScript through node
// (with V8's default heap sizing, and as `npm start` runs it, decision 0023), on the same demo shop: each is started,
// loaded with keyword searches and goods details, and its resident set read from /proc beside its /healthz answer.
//   node bench/rss.mjs [--data /tmp/rss-data] [--seconds 10] [--connections 8] [--port 3997]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './lib/load.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const dataDir = arg('data', mkdtempSync(path.join(os.tmpdir(), 'rss-')));
const seconds = Number(arg('seconds', 10));
const connections = Number(arg('connections', 8));
const port = Number(arg('port', 3997));
const base = `http://127.0.0.1:${port}`;
const KEYWORDS = ['headphones', 'wireless', 'dress', 'running shoes', 'candle', 'cotton', '耳机', 'ผ้าไหม'];

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function run(label, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  while (!out.includes('The shop is open at')) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const idle = rssMb(child.pid);
  const list = await (await fetch(`${base}/api/front/product/list?page=1&limit=50`)).json();
  const ids = list.data.list.map((p) => p.id);
  const search = await load({
    urls: KEYWORDS.map((k) => `${base}/api/front/product/list?keyword=${encodeURIComponent(k)}&page=1&limit=20`),
    connections,
    seconds,
  });
  const detail = await load({ urls: ids.map((id) => `${base}/api/front/product/detail/${id}`), connections, seconds });
  const loaded = rssMb(child.pid);
  const health = await fetch(`${base}/healthz`);
  const healthz = `${health.status} ${(await health.json()).message}`;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { label, idle, loaded, healthz, search, detail };
}

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const results = [
  await run('tsx src/main.ts', ['--import', 'tsx', 'src/main.ts']),
  await run('node, source maps', ['--enable-source-maps', 'dist/main.js']),
  // V8's own sizing: `--heap-growing-percent=0` is its default and stops the server from setting its own.
  await run('node, V8 defaults', ['--heap-growing-percent=0', 'dist/main.js']),
  // Decision 0023's first choice: 16 MB semi-spaces (what `npm start` ran until issue 25).
  await run('node, 16 MB semi', ['--max-semi-space-size=16', 'dist/main.js']),
  // What `npm start` runs: 8 MB semi-spaces, two malloc arenas and big blocks mapped apart; the heap's growth is set by
  // the server itself.
  await run('node dist/main.js', ['--max-semi-space-size=8', 'dist/main.js'], {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '65536',
  }),
];
console.log(
  `\nnode ${process.version}, demo shop in ${dataDir}, ${connections} connections, ${seconds} s search + ${seconds} s detail`,
);
console.log(
  `${'server'.padEnd(20)} ${'RSS idle MB'.padStart(12)} ${'RSS loaded MB'.padStart(14)} ${'search req/s'.padStart(13)} ${'detail req/s'.padStart(13)}  /healthz`,
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(20)} ${r.idle.toFixed(0).padStart(12)} ${r.loaded.toFixed(0).padStart(14)} ${r.search.rps.toFixed(0).padStart(13)} ${r.detail.rps.toFixed(0).padStart(13)}  ${r.healthz}`,
  );
}
