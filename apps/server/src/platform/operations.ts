import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { pendingMigrations } from '../db/migration-status';
import type { ReplicaRoute } from '../db/replica';
import { requireAdmin } from './auth';
import type { FastifyZod } from './fastify';
import type { Metrics } from './metrics';
import { loadSession } from './session';

/**
 * What an operator's tools ask the process (API.md section J): `/healthz` (liveness: it answers, and reaches its
 * database), `/readyz` (readiness: database reachable, every shipped migration run, not stopping; a load balancer
 * sends traffic only while it says yes; with a read replica it also tells whether the replica answers, `replica: "ok"`
 * or `"down"`, which never makes the process unready: its reads go to the primary meanwhile) and `/metrics` (Prometheus; outside development and tests it needs an admin
 * session or `Authorization: Bearer $METRICS_TOKEN`). None of them is in the API documentation.
 */
export function registerOperations(
  app: FastifyZod,
  opts: { db: Db; replica?: ReplicaRoute; metrics: Metrics; metricsOpen: boolean; metricsToken?: string },
): void {
  const { db, metrics } = opts;
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // While stopping, every answer (to the requests in flight) closes its connection, so the client does not send the
  // next request on it and the server's close does not wait for idle keep-alive connections.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('Connection', 'close');
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { code: 200, message: 'ok', data: { status: 'ok' } };
    } catch {
      return reply.status(500).send({ code: 500, message: 'database unavailable', data: null });
    }
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    let database = 'ok';
    let pending: string[] = [];
    const replica = opts.replica?.check(1000);
    try {
      pending = await pendingMigrations(db);
    } catch {
      database = 'unreachable';
    }
    const ready = !stopping && database === 'ok' && pending.length === 0;
    const data = {
      status: ready ? 'ready' : 'not ready',
      database,
      ...(replica ? { replica: await replica } : {}),
      pendingMigrations: pending,
      stopping,
    };
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ code: ready ? 200 : 503, message: ready ? 'ok' : 'not ready', data });
  });

  const admin = requireAdmin(db);
  const tokenMatches = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!opts.metricsToken || !header?.startsWith('Bearer ')) return false;
    const given = Buffer.from(header.slice('Bearer '.length));
    const wanted = Buffer.from(opts.metricsToken);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        // The token, or else the bearer is a session (sessions travel as bearer tokens too): an administrator's.
        if (opts.metricsOpen || tokenMatches(request)) return;
        await loadSession(db, request);
        await admin(request);
      },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.text()),
  );
}
