import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';

/**
 * A named job and what it runs. With a `schedule` (cron) the queue runs it on that schedule; without one it runs when
 * sent (`send`). Several processes may run the same queue, so every job must be safe to run twice.
 */
export type Job = {
  name: string;
  schedule?: string;
  /** Gets the data it was sent with (JSON, as stored), or none for a scheduled run. */
  run: (data: unknown) => Promise<void>;
};

export type JobQueue = {
  /** Runs the named job once with this data, not before `at`; a second send with the same `key` while one waits is dropped. */
  send: (name: string, data: object, when: { at: Date; key: string }) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Jobs in PostgreSQL with pg-boss (DESIGN.md): the queue knows names, schedules and handlers, not what they do; the
 * composition root (src/jobs.ts) says which job runs what.
 */
export async function startJobQueue(opts: {
  connectionString: string;
  log: FastifyBaseLogger;
  jobs: Job[];
  /** Queues no longer used: deleted at start with whatever still waits in them. */
  retired?: string[];
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 4 });
  let stopping = false;
  // While stopping, the database may go away under the queue's connections; that is not worth an error line.
  boss.on('error', (error) => {
    if (!stopping) opts.log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  for (const name of opts.retired ?? []) {
    // pg-boss 10 deletes a queue's row before its jobs' table, and the jobs refer to it (ON DELETE RESTRICT): the
    // jobs go first. Idempotent, so several processes may start at once.
    await boss.getDb().executeSql('DELETE FROM pgboss.job WHERE name = $1', [name]);
    await boss.deleteQueue(name);
  }
  for (const job of opts.jobs) await boss.createQueue(job.name);
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 };
  for (const job of opts.jobs) {
    await boss.work<unknown>(job.name, polling, async (batch) => {
      for (const sent of batch) await job.run(sent.data);
    });
  }
  for (const job of opts.jobs) {
    if (job.schedule) await boss.schedule(job.name, job.schedule);
  }

  return {
    send: async (name, data, when) => {
      await boss.send(name, data, { startAfter: when.at, singletonKey: when.key });
    },
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

/**
 * Jobs waiting to run (created, or failed and to retry), by queue, read from pg-boss's table: every process can tell,
 * whether it runs the queue or not. None before the queue first started (its schema does not exist yet).
 */
export async function queuedJobs(db: Db): Promise<{ name: string; queued: number }[]> {
  try {
    const { rows } = await db.execute<{ name: string; queued: number }>(sql`
      SELECT name, count(*)::int AS queued FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`);
    return rows;
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return [];
    throw error;
  }
}
