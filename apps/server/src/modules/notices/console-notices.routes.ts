import {
  NoDataSchema,
  NoticePreviewBodySchema,
  NoticePreviewSchema,
  NoticeRecipientsEditSchema,
  NoticeRecipientsSchema,
  NoticeTemplateEditSchema,
  NoticeTemplateQuerySchema,
  NoticeTemplateSchema,
} from '@mall/contract';
import { z } from 'zod';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { noticeCentreRoutes } from './notices.routes';
import * as staff from './staff';

/** The shop's staff: their own centre (their shop's alerts only) and the owner's choice of who gets which. */
export async function merchantNoticeRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  await noticeCentreRoutes('/api/merchant/notices', (request) => ({
    userId: liveSession(request).userId,
    audience: 'merchant',
    merchantId: merchantOf(request),
  }))(app);
  const tags = ['merchant: notices'];
  app.get(
    '/api/merchant/notices/recipients',
    { schema: { tags, response: answers(NoticeRecipientsSchema) } },
    async (request) => ok(await staff.recipients(db, merchantOf(request))),
  );
  app.post(
    '/api/merchant/notices/recipients',
    { schema: { tags, body: NoticeRecipientsEditSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await staff.setRecipient(db, merchantOf(request), liveSession(request).userId, request.body);
      return ok(null, 'Saved');
    },
  );
}

/** Operators: their centre, and the templates per kind and language with a preview. */
export async function adminNoticeRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  await noticeCentreRoutes('/api/admin/notices', (request) => ({
    userId: liveSession(request).userId,
    audience: 'platform',
  }))(app);
  const tags = ['admin: notices'];
  app.get(
    '/api/admin/notices/templates',
    { schema: { tags, querystring: NoticeTemplateQuerySchema, response: answers(z.array(NoticeTemplateSchema)) } },
    async (request) => ok(await staff.listTemplates(db, request.query)),
  );
  app.post(
    '/api/admin/notices/templates',
    { schema: { tags, body: NoticeTemplateEditSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await staff.saveTemplate(db, liveSession(request).userId, request.body);
      return ok(null, 'Saved');
    },
  );
  app.post(
    '/api/admin/notices/templates/preview',
    { schema: { tags, body: NoticePreviewBodySchema, response: answers(NoticePreviewSchema) } },
    async (request) => ok(await staff.previewTemplate(db, app.config.publicUrl, request.body)),
  );
}
