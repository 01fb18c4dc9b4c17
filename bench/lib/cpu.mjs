// CPU beside a benchmark: what the server process (its /metrics counter) and the embedded PostgreSQL (the postmaster
// and its children, utime + stime from /proc/<pid>/stat) spent between `start` and `stop`, and, when the database has
// pg_stat_statements, how many statements it ran. Divided by the work done (orders, searches) these say where a
// benchmark's time goes on a machine whose cores are all busy, where latencies alone do not. Beside them: the load
// generator's own CPU per unit, and the machine's cores over the window (/proc/stat): idle, waiting for the disk,
// and stolen by the hypervisor for other guests (what made the same benchmark differ by half from one day to the
// next).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICK_SECONDS = 0.01; // USER_HZ is 100 on Linux

async function serverCpuSeconds(base) {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const m = /^process_cpu_seconds_total ([\d.]+)/m.exec(text);
    return m ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds of the PostgreSQL under DATA_DIR (its postmaster.pid) and every process whose parent it is, those that
 * have ended included: the postmaster's own count of its reaped children (cutime and cstime). Without them a backend
 * that ended during the window (the pool closes idle connections) took its time out of the sum, and the figure per
 * request came out negative.
 */
function postgresCpuSeconds(dataDir) {
  let postmaster;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return Number.NaN;
  }
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state, ppid, …; utime and stime are the 14th and 15th fields of the whole line.
      if (Number(entry) === postmaster || Number(fields[1]) === postmaster)
        ticks += Number(fields[11]) + Number(fields[12]);
      if (Number(entry) === postmaster) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {}
  }
  return ticks * TICK_SECONDS;
}

/** The machine's CPU time so far, by kind, in ticks (the first line of /proc/stat). */
function machineTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq, idle, iowait, steal };
  } catch {
    return { busy: Number.NaN, idle: Number.NaN, iowait: Number.NaN, steal: Number.NaN };
  }
}

/** This process's CPU (the load generator), in seconds. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function statementsRun(db) {
  try {
    const { rows } = await db.query('SELECT sum(calls)::bigint AS n FROM pg_stat_statements WHERE toplevel');
    return Number(rows[0].n);
  } catch {
    return Number.NaN;
  }
}

/** Starts counting; `stop(units)` answers milliseconds of CPU per unit for the server and PostgreSQL, and statements. */
export async function meterCpu(
  base,
  db,
  dataDir = process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../data'),
) {
  const before = {
    server: await serverCpuSeconds(base),
    pg: postgresCpuSeconds(dataDir),
    statements: await statementsRun(db),
    own: ownCpuSeconds(),
    machine: machineTicks(),
  };
  return {
    async stop(units) {
      const after = {
        server: await serverCpuSeconds(base),
        pg: postgresCpuSeconds(dataDir),
        statements: await statementsRun(db),
        own: ownCpuSeconds(),
        machine: machineTicks(),
      };
      const ticks = (kind) => after.machine[kind] - before.machine[kind];
      const total = ticks('busy') + ticks('idle') + ticks('iowait') + ticks('steal');
      return {
        serverMs: ((after.server - before.server) * 1000) / units,
        postgresMs: ((after.pg - before.pg) * 1000) / units,
        loadMs: ((after.own - before.own) * 1000) / units,
        statements: (after.statements - before.statements) / units,
        idlePercent: (100 * ticks('idle')) / total,
        iowaitPercent: (100 * ticks('iowait')) / total,
        stealPercent: (100 * ticks('steal')) / total,
      };
    },
  };
}

export const cpuText = (c, unit) =>
  `CPU per ${unit}: server ${c.serverMs.toFixed(2)} ms, PostgreSQL ${c.postgresMs.toFixed(2)} ms, ` +
  `load generator ${c.loadMs.toFixed(2)} ms` +
  (Number.isNaN(c.statements)
    ? ' (statements: pg_stat_statements not loaded)'
    : `; statements per ${unit} ${c.statements.toFixed(1)} (pg_stat_statements, the benchmark's own few included)`) +
  `; the machine's cores idle ${c.idlePercent.toFixed(0)} %, waiting for the disk ${c.iowaitPercent.toFixed(0)} %, ` +
  `stolen by the hypervisor ${c.stealPercent.toFixed(0)} %`;
