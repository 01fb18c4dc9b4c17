// A small closed-loop load generator: `connections` workers each send the next request as soon as the previous
// answer arrived, for `seconds`. It records every latency, so p50/p95/p99 are exact, not histogram buckets.
import { Agent, request } from 'undici';

// `meter`: started when the warm-up ends and stopped with the measured requests' count when they end (lib/cpu.mjs's
// `meterCpu`), so that what it measures covers exactly the requests it is divided by; its answer is `metered`.
export async function load({ urls, connections, seconds, warmup = 1, method = 'GET', body, headers = {}, meter }) {
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies = [];
  let errors = 0;
  let next = 0;
  const pick = () => urls[next++ % urls.length];
  async function worker(until, record) {
    while (performance.now() < until) {
      const url = pick();
      const t0 = performance.now();
      try {
        const res = await request(url, {
          dispatcher: agent,
          method,
          body: typeof body === 'function' ? body() : body,
          headers: { source: 'pc', ...headers },
        });
        await res.body.text();
        if (res.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      if (record) latencies.push(performance.now() - t0);
    }
  }
  const warmUntil = performance.now() + warmup * 1000;
  await Promise.all(Array.from({ length: connections }, () => worker(warmUntil, false)));
  const metering = meter ? await meter() : null;
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, () => worker(until, true)));
  const elapsed = (performance.now() - start) / 1000;
  const metered = metering ? await metering.stop(latencies.length) : undefined;
  await agent.close();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    metered,
  };
}

export function row(label, r) {
  const f = (n) => n.toFixed(1).padStart(7);
  return `${label.padEnd(34)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${r.rps.toFixed(0).padStart(8)} ${String(r.errors).padStart(6)}`;
}

export const header = `${'scenario'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)} ${'errors'.padStart(6)}`;
