// What the server's database sessions are doing while a benchmark runs: every 50 ms, one read of pg_stat_activity
// (the sessions of the benchmarked database other than the sampler's own), counted by state, wait event and the
// statement's first words. A session seen waiting on `Lock/transactionid` or `Lock/tuple` waits for a row another
// transaction holds; `Client/ClientRead` inside a transaction is the server's own time between statements.
import pg from 'pg';

/** Starts sampling; `stop()` answers the top `top` lines, each with its share of all samples. */
export async function sampleWaits(connectionString, { every = 50 } = {}) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const counts = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(`
        SELECT state, coalesce(wait_event_type || '/' || wait_event, 'CPU') AS wait,
          left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS query
        FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
          AND state <> 'idle'`);
      samples++;
      for (const r of rows) {
        const key = `${r.state.padEnd(19)} ${r.wait.padEnd(26)} ${r.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  })();
  return {
    async stop(top = 15) {
      running = false;
      await loop;
      await client.end();
      const lines = [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
      return [
        `database sessions not idle, ${samples} samples (average busy sessions per sample, state, wait, statement):`,
        ...lines.map(([key, n]) => `  ${(n / samples).toFixed(2).padStart(6)}  ${key}`),
      ].join('\n');
    },
  };
}
