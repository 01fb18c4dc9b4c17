import {
  AddressEditSchema,
  AddressIdSchema,
  AddressSchema,
  CountryListSchema,
  CountryParamSchema,
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
  RegionListSchema,
} from '@mall/contract';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { servedCountries } from '../shipping/served';
import * as addresses from './addresses.service';
import { countryList, findCountry, regionsFor } from './geo';

const tags = ['addresses'];

export async function addressRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.get(
    '/api/front/address/list',
    { ...guard, schema: { tags, response: answers(z.array(AddressSchema)) } },
    async (request) => ok(await addresses.listAddresses(db, liveSession(request).userId, requestLocale(request))),
  );

  app.get(
    '/api/front/address/detail/:id',
    { ...guard, schema: { tags, params: IdParamSchema, response: answers(AddressSchema) } },
    async (request) =>
      ok(await addresses.getAddress(db, liveSession(request).userId, request.params.id, requestLocale(request))),
  );

  // Country and region data: public, the same for everyone in a language; browsers keep it a while.
  app.get(
    '/api/front/address/countries',
    { schema: { tags, response: answers(CountryListSchema) } },
    async (request, reply) => {
      const list = await countryList(requestLocale(request), await servedCountries(db));
      reply.header('Cache-Control', 'public, max-age=600').header('Vary', 'Accept-Language, Cookie');
      return ok(list);
    },
  );

  app.get(
    '/api/front/address/regions/:countryCode',
    { schema: { tags, params: CountryParamSchema, response: answers(RegionListSchema) } },
    async (request, reply) => {
      if (!(await findCountry(request.params.countryCode))) throw notFound('Unknown country');
      // Names follow the reader's language (Chinese, Thai and Lao regions in their own script for those readers).
      reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept-Language, Cookie');
      return ok(await regionsFor(request.params.countryCode, requestLocale(request)));
    },
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
