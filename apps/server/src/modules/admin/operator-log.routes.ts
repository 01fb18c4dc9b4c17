import { OperatorActionQuerySchema, OperatorActionSchema, pageOf } from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { FastifyZod } from '../../platform/fastify';
import { answers, isReplay, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { listOperatorActions, recordOperatorAction } from './operator-log';

const tags = ['admin'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The admin area's `onSend` hook (app.ts adds it to the area, so it sees every route there): a write that succeeded
 * leaves one row in the operators' log before its answer leaves. A refused or failed call (4xx, 5xx) changed nothing
 * and leaves none, and neither does a replay of an act already logged (`markReplay`).
 */
export function logOperatorWrites(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || isReplay(request)) return payload;
    const route = request.routeOptions.url;
    if (!route) return payload;
    await recordOperatorAction(db, {
      userId: liveSession(request).userId,
      method: request.method,
      route,
      params: Object.fromEntries(
        Object.entries((request.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      ),
      body: request.body,
      status: reply.statusCode,
    });
    return payload;
  };
}

/** The operators' log, newest first, by operator and by route or object. */
export async function adminOperatorLogRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/admin/operator-actions',
    {
      schema: { tags, querystring: OperatorActionQuerySchema, response: answers(pageOf(OperatorActionSchema)) },
    },
    async (request) => ok(await listOperatorActions(db, request.query)),
  );
}
