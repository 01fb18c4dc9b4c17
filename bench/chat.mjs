// Shop chat's realtime figures (issue 26), on a fresh demo shop started here as two server processes on one embedded
// PostgreSQL: (1) 1,000 shopper sockets connected to one process, its resident memory before and after (per socket);
// (2) 100 messages a second for --seconds written through process A by 100 shoppers to one shop, each timed from the
// POST until a staff socket on process B receives it (p50/p95), beside the POST's own round trip and the same insert
// done directly in SQL without NOTIFY. The servers run compiled (`npm start`'s build).
//   node bench/chat.mjs [--seconds 10] [--sockets 1000] [--rate 100]

import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(arg('seconds', 10));
const SOCKETS = Number(arg('sockets', 1000));
const RATE = Number(arg('rate', 100));
const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'));
const pgPort = 55000 + Math.floor(Math.random() * 1000);
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (n) => `${n.toFixed(1)} ms`;

async function start(label, port, env) {
  const child = spawn(process.execPath, ['--max-semi-space-size=8', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '65536',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100000',
      ...env,
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
  return child;
}

// The compiled server, as `npm start` runs it.
execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: serverDir, stdio: 'inherit' });
const portA = 3980;
const portB = 3981;
const a = await start('A', portA, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
const password = readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
const url = `postgres://mall:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/mall`;
const b = await start('B', portB, {
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'chat-bench-b-')),
  DATABASE_URL: url,
});
const db = new pg.Client({ connectionString: url });
await db.connect();

async function sessions(n, tag) {
  const tokens = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
  const { rows } = await db.query(
    `INSERT INTO users (nickname, email) SELECT $1 || g, $1 || g || '.' || $2 || '@example.org' FROM generate_series(1, $3) g RETURNING id`,
    [tag, randomBytes(4).toString('hex'), n],
  );
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT unnest($1::text[]), unnest($2::int[]), now() + interval '1 day'`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
  );
  return rows.map((r, i) => ({ id: r.id, token: tokens[i] }));
}

function socket(port, auth, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/front/chat/ws`);
    ws.on('open', () => ws.send(JSON.stringify(auth)));
    ws.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'ready') resolve(ws);
      onEvent(event);
    });
    ws.on('error', reject);
  });
}

// (1) 1,000 sockets on process A (after 100 warm-up sockets and a pause, so start-up garbage is not counted).
const shoppers = await sessions(SOCKETS + 100, 'sock');
const held = [];
held.push(...(await Promise.all(shoppers.slice(SOCKETS).map((s) => socket(portA, { type: 'auth', token: s.token })))));
await new Promise((r) => setTimeout(r, 5000));
const idle = rssMb(a.pid);
for (let i = 0; i < SOCKETS; i += 100) {
  held.push(
    ...(await Promise.all(shoppers.slice(i, i + 100).map((s) => socket(portA, { type: 'auth', token: s.token })))),
  );
}
await new Promise((r) => setTimeout(r, 2000));
const loaded = rssMb(a.pid);
console.log(`sockets: ${held.length} connected to one process`);
console.log(
  `  resident memory ${idle.toFixed(1)} MB before, ${loaded.toFixed(1)} MB after: ${(((loaded - idle) * 1024) / held.length).toFixed(1)} KB per socket`,
);
for (const ws of held) ws.close();

// (2) Delivery across processes at RATE messages a second.
const { rows: staffRows } = await db.query(
  `SELECT s.merchant_id, s.user_id FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE u.email = 'merchant@example.com'`,
);
const shopId = staffRows[0].merchant_id;
const staffToken = randomBytes(32).toString('base64url');
await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
  createHash('sha256').update(staffToken).digest('hex'),
  staffRows[0].user_id,
]);
const sentAt = new Map();
const delivery = [];
const staff = await socket(portB, { type: 'auth', token: staffToken, role: 'merchant' }, (event) => {
  if (event.type !== 'message') return;
  const t0 = sentAt.get(event.message.body);
  if (t0 !== undefined) delivery.push(performance.now() - t0);
});
const writers = await sessions(100, 'writer');
const post = [];
let failed = 0;
const total = RATE * SECONDS;
const started = performance.now();
const inFlight = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const body = `bench ${i} ${randomBytes(3).toString('hex')}`;
  const writer = writers[i % writers.length];
  const t0 = performance.now();
  sentAt.set(body, t0);
  inFlight.push(
    fetch(`http://127.0.0.1:${portA}/api/front/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({ merId: shopId, kind: 'text', body }),
    }).then(async (res) => {
      post.push(performance.now() - t0);
      if ((await res.json()).code !== 200) failed += 1;
    }),
  );
}
await Promise.all(inFlight);
await new Promise((r) => setTimeout(r, 2000));
const rate = total / ((performance.now() - started - 2000) / 1000);

// The same insert, straight in SQL, without delivery (no NOTIFY), at the same rate.
const { rows: conv } = await db.query(`SELECT id FROM chat_conversations WHERE mer_id = $1 LIMIT 1`, [shopId]);
const plain = [];
const plainStart = performance.now();
for (let i = 0; i < Math.min(total, RATE * 5); i++) {
  const due = plainStart + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const t0 = performance.now();
  await db.query('BEGIN');
  const { rows } = await db.query(
    `INSERT INTO chat_messages (conversation_id, sender, sender_id, kind, body) VALUES ($1, 'shopper', $2, 'text', 'plain') RETURNING id`,
    [conv[0].id, writers[0].id],
  );
  await db.query(
    `UPDATE chat_conversations SET last_message_id = $1, last_message_at = now(), shop_unread = shop_unread + 1 WHERE id = $2`,
    [rows[0].id, conv[0].id],
  );
  await db.query('COMMIT');
  plain.push(performance.now() - t0);
}

console.log(`delivery: ${total} messages at ${rate.toFixed(0)} a second, written through process A, read on process B`);
console.log(`  delivered ${delivery.length} of ${total} (${failed} refused)`);
console.log(`  POST to socket on the other process: p50 ${ms(pct(delivery, 50))}, p95 ${ms(pct(delivery, 95))}`);
console.log(`  POST round trip (insert + notify):   p50 ${ms(pct(post, 50))}, p95 ${ms(pct(post, 95))}`);
console.log(`  same insert in SQL, no delivery:     p50 ${ms(pct(plain, 50))}, p95 ${ms(pct(plain, 95))}`);

staff.close();
await db.end();
for (const child of [b, a]) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
process.exit(0);
