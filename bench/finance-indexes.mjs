// The ledger's time indexes at work (migration 0011, issue 13): the platform's finance overview for 30 days and a
// shop's statement filtered by date, through HTTP beside /healthz in the same run, and the same queries in SQL: the
// text the server runs now ("after") against the text it ran before ("before": grouping the whole period by day; the
// date filter ordered by id), and the old text without 0011's indexes ("no 0011": dropped inside a transaction that
// is rolled back, which locks the ledger for a moment), with the index each new plan uses. Not in CI. Needs a database with a large ledger: run bench/settlement.mjs
// first (for example `--orders 20000 --lines 700000`: about 1.5 million lines), then, with the shop still running:
//   DATA_DIR=/tmp/bench-data node bench/finance-indexes.mjs [--url …] [--db …] [--seconds 5]
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const url = arg('db', process.env.DATABASE_URL ?? embeddedUrl());
const SECONDS = Number(arg('seconds', 5));

const client = new pg.Client({ connectionString: url });
await client.connect();
const tag = randomBytes(3).toString('hex');
const day = (d) => d.toISOString().slice(0, 10);

const { rows: size } = await client.query(
  `SELECT count(*)::int AS lines, min(created_at) AS first, max(created_at) AS last FROM ledger_lines`,
);
const { rows: biggest } = await client.query(
  `SELECT merchant_id, count(*)::int AS n FROM ledger_lines WHERE merchant_id IS NOT NULL
   GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
);
const shop = biggest[0].merchant_id;
const last = new Date(size[0].last);
const first = new Date(size[0].first);
const monthTo = day(last);
const monthFrom = day(new Date(last.getTime() - 29 * 86_400_000));
// A week near the shop's oldest lines (the case the id order could not serve) and the newest week.
const oldFrom = day(new Date(first.getTime() + 7 * 86_400_000));
const oldTo = day(new Date(first.getTime() + 13 * 86_400_000));
const newFrom = day(new Date(last.getTime() - 6 * 86_400_000));
console.log(
  `finance indexes bench: ${size[0].lines} ledger lines (${day(first)} to ${monthTo}); shop ${shop} has ${biggest[0].n}`,
);

// ---- SQL: before (the old text) and after (the text in the server now), best of five, with the plan's index.
const overview = {
  before: `
    SELECT to_char(date_trunc('day', l.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
      coalesce(sum(l.amount) FILTER (WHERE l.kind = 'sale' AND l.account = 'provider_cash'), 0)::bigint AS gmv,
      coalesce(-sum(l.amount) FILTER (WHERE l.account = 'platform_commission'), 0)::bigint AS commission,
      coalesce(sum(l.amount) FILTER (WHERE l.account = 'platform_discounts'), 0)::bigint AS discounts,
      coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund' AND l.account = 'provider_cash'), 0)::bigint AS refunds
    FROM ledger_lines l
    WHERE l.created_at >= $1::timestamptz AND l.created_at < $2::timestamptz + interval '1 day'
      AND l.merchant_id IS NULL AND l.account IN ('provider_cash', 'platform_commission', 'platform_discounts')
      AND l.kind IN ('sale', 'refund', 'commission')
    GROUP BY 1 ORDER BY 1`,
  after: `
    SELECT to_char(d.day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, s.gmv, s.commission, s.discounts, s.refunds
    FROM generate_series($1::timestamptz, $2::timestamptz, interval '24 hours') AS d(day)
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(l.amount) FILTER (WHERE l.kind = 'sale' AND l.account = 'provider_cash'), 0)::bigint AS gmv,
        coalesce(-sum(l.amount) FILTER (WHERE l.account = 'platform_commission'), 0)::bigint AS commission,
        coalesce(sum(l.amount) FILTER (WHERE l.account = 'platform_discounts'), 0)::bigint AS discounts,
        coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund' AND l.account = 'provider_cash'), 0)::bigint
          AS refunds
      FROM ledger_lines l
      WHERE l.merchant_id IS NULL AND l.created_at >= d.day AND l.created_at < d.day + interval '24 hours'
        AND l.account IN ('provider_cash', 'platform_commission', 'platform_discounts')
        AND l.kind IN ('sale', 'refund', 'commission')) s
    ORDER BY d.day`,
};
const statement = (order) => `
  SELECT l.id FROM ledger_lines l
  WHERE l.merchant_id = $1 AND l.created_at >= $2::timestamptz AND l.created_at < $3::timestamptz + interval '1 day'
  ORDER BY ${order} LIMIT 20 OFFSET 0`;
const statementText = { before: statement('l.id DESC'), after: statement('l.created_at DESC, l.id DESC') };

/** Best of five; `withoutTimeIndexes` runs it as before migration 0011 (the indexes dropped in a rolled-back transaction). */
async function explain(text, params, withoutTimeIndexes = false) {
  let best = Number.POSITIVE_INFINITY;
  let indexes = '';
  for (let i = 0; i < 5; i++) {
    if (withoutTimeIndexes) {
      await client.query('BEGIN');
      await client.query('DROP INDEX ledger_lines_created_idx, ledger_lines_merchant_created_idx');
    }
    const { rows } = await client.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values: params });
    if (withoutTimeIndexes) await client.query('ROLLBACK');
    const plan = rows[0]['QUERY PLAN'][0];
    best = Math.min(best, plan['Execution Time']);
    indexes = [...new Set(JSON.stringify(plan).match(/"Index Name":"[^"]+"/g) ?? [])]
      .map((s) => s.slice(14, -1))
      .join(', ');
  }
  return { ms: best, indexes: indexes || 'none (sequential scan)' };
}

const ms = (n) => n.toFixed(2).padStart(10);
console.log(
  `\n${'SQL, best of 5 (ms)'.padEnd(52)} ${'no 0011'.padStart(10)} ${'before'.padStart(10)} ${'after'.padStart(10)}  index after`,
);
const sqlCases = [
  [`overview, 30 days (${monthFrom} to ${monthTo})`, overview, [`${monthFrom}T00:00:00Z`, `${monthTo}T00:00:00Z`]],
  [`statement, old week (${oldFrom} to ${oldTo})`, statementText, [shop, `${oldFrom}T00:00:00Z`, `${oldTo}T00:00:00Z`]],
  [
    `statement, newest week (${newFrom} to ${monthTo})`,
    statementText,
    [shop, `${newFrom}T00:00:00Z`, `${monthTo}T00:00:00Z`],
  ],
];
for (const [label, texts, params] of sqlCases) {
  const unindexed = await explain(texts.before, params, true);
  const before = await explain(texts.before, params);
  const after = await explain(texts.after, params);
  console.log(`${label.padEnd(52)} ${ms(unindexed.ms)} ${ms(before.ms)} ${ms(after.ms)}  ${after.indexes}`);
}

// ---- HTTP: an administrator and the shop's owner, sessions made directly.
async function session(email, admin, merchantId) {
  const { rows } = await client.query(
    `INSERT INTO users (nickname, email, is_admin) VALUES ('bench finance', $1, $2) RETURNING id`,
    [email, admin],
  );
  if (merchantId) {
    await client.query(`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES ($1, $2, 'staff')`, [
      merchantId,
      rows[0].id,
    ]);
  }
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), rows[0].id],
  );
  return { authorization: `Bearer ${token}` };
}
const admin = await session(`bench.admin.${tag}@example.org`, true, null);
const staff = await session(`bench.staff.${tag}@example.org`, false, shop);

console.log(`\n${header}`);
const scenarios = [
  ['/healthz', `${base}/healthz`, {}],
  ['overview, 30 days', `${base}/api/admin/finance/summary?from=${monthFrom}&to=${monthTo}`, admin],
  ['statement, old week', `${base}/api/merchant/finance/ledger?from=${oldFrom}&to=${oldTo}&limit=20`, staff],
  ['statement, newest week', `${base}/api/merchant/finance/ledger?from=${newFrom}&to=${monthTo}&limit=20`, staff],
  ['statement, no filter', `${base}/api/merchant/finance/ledger?limit=20`, staff],
];
for (const connections of [1, 8]) {
  for (const [label, target, headers] of scenarios) {
    const r = await load({ urls: [target], connections, seconds: SECONDS, headers });
    console.log(row(`${label} (${connections} conn)`, r));
  }
}
await client.end();
