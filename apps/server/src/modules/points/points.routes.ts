import { PointsEntrySchema, PointsListQuerySchema, PointsSummarySchema, pageOf } from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as points from './points.service';

const tags = ['points'];

export async function pointsRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.get(
    '/api/front/integral/user',
    { ...guard, schema: { tags, response: answers(PointsSummarySchema) } },
    async (request) => ok(await points.pointsSummary(db, liveSession(request).userId)),
  );

  app.get(
    '/api/front/integral/list',
    { ...guard, schema: { tags, querystring: PointsListQuerySchema, response: answers(pageOf(PointsEntrySchema)) } },
    async (request) => ok(await points.listPoints(db, liveSession(request).userId, request.query)),
  );
}
