// Memory beside a benchmark: the server's resident set (its /metrics gauge, sampled every 250 ms while a scenario
// runs, the peak kept) and the embedded PostgreSQL's proportional set size (the sum of Pss over the postmaster and its
// children from /proc/<pid>/smaps_rollup; shared buffers are counted once, split between the processes mapping them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

async function serverRssMb(base) {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const m = /^process_resident_memory_bytes (\d+)/m.exec(text);
    return m ? Number(m[1]) / 2 ** 20 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** PSS in MB of the PostgreSQL under DATA_DIR (its postmaster.pid) and every process whose parent it is. */
export function postgresPssMb(dataDir = process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../data')) {
  let postmaster;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return { mb: Number.NaN, processes: 0 };
  }
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {}
  }
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return { mb: kb / 1024, processes: pids.length };
}

/** Starts sampling; `stop()` answers the peak server RSS and the peak PostgreSQL PSS seen meanwhile. */
export function sampleMemory(base, dataDir) {
  let rss = 0;
  let pss = 0;
  let processes = 0;
  let running = true;
  // PSS every 2 s only: reading a process's smaps_rollup walks its page tables under its memory map's lock, and with
  // 1 GB of shared buffers mapped in 36 backends, sampling it every 250 ms stalled PostgreSQL itself (a search's p95
  // at 1M products 75-111 ms with it, 42 ms without).
  let tick = 0;
  const loop = (async () => {
    while (running) {
      const r = await serverRssMb(base);
      if (r > rss) rss = r;
      if (tick++ % 8 === 0) {
        const p = postgresPssMb(dataDir);
        if (p.mb > pss) ({ mb: pss, processes } = p);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { rss, pss, processes };
    },
  };
}

export const memoryText = (m) =>
  `node RSS peak ${m.rss.toFixed(0)} MB, PostgreSQL PSS peak ${m.pss.toFixed(0)} MB (${m.processes} processes)`;

/** `run()` with the memory sampled meanwhile: its result, and the peaks as `memoryText` says them. */
export async function withMemory(base, run) {
  const memory = sampleMemory(base);
  const result = await run();
  return { result, memory: memoryText(await memory.stop()) };
}

/** The machine's load average (1, 5, 15 minutes), printed beside every figure. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
