import {
  AddressEditSchema,
  AddressIdSchema,
  AddressSchema,
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as addresses from './addresses.service';

const tags = ['addresses'];

export async function addressRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.get(
    '/api/front/address/list',
    { ...guard, schema: { tags, response: answers(z.array(AddressSchema)) } },
    async (request) => ok(await addresses.listAddresses(db, liveSession(request).userId)),
  );

  app.get(
    '/api/front/address/detail/:id',
    { ...guard, schema: { tags, params: IdParamSchema, response: answers(AddressSchema) } },
    async (request) => ok(await addresses.getAddress(db, liveSession(request).userId, request.params.id)),
  );

  app.post(
    '/api/front/address/edit',
    { ...guard, schema: { tags, body: AddressEditSchema, response: answers(IdAnswerSchema) } },
    async (request) => ok(await addresses.saveAddress(db, liveSession(request).userId, request.body), 'Saved'),
  );

  app.post(
    '/api/front/address/del',
    { ...guard, schema: { tags, body: AddressIdSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await addresses.deleteAddress(db, liveSession(request).userId, request.body.id);
      return ok(null, 'Deleted');
    },
  );

  app.post(
    '/api/front/address/default/set',
    { ...guard, schema: { tags, body: AddressIdSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await addresses.setDefaultAddress(db, liveSession(request).userId, request.body.id);
      return ok(null, 'Saved');
    },
  );
}
