import {
  AdminCategorySchema,
  AdminKeywordSchema,
  AdminMerchantCategorySchema,
  AdminMerchantTypeSchema,
  AttributeTermEditSchema,
  AttributeTermSchema,
  CategoryEditSchema,
  IdAnswerSchema,
  IdParamSchema,
  KeywordEditSchema,
  KeywordOrderSchema,
  MerchantCategoryEditSchema,
  MerchantTypeEditSchema,
  NoDataSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import * as kinds from '../shops/admin-merchant-kinds.service';
import * as categories from './admin-categories.service';
import * as keywords from './admin-keywords.service';
import * as terms from './attribute-terms.service';
import { nudgeDocumentRefresher } from './search-refresh';

/** Platform categories, merchant types and categories, hot keywords, the attribute glossary. */
export async function adminCatalogSetupRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const created = answers(IdAnswerSchema);
  const nothing = answers(NoDataSchema);

  {
    const tags = ['admin: categories'];
    app.get('/api/admin/categories', { schema: { tags, response: answers(z.array(AdminCategorySchema)) } }, async () =>
      ok(await categories.categoryTree(db)),
    );
    app.post(
      '/api/admin/categories',
      { schema: { tags, body: CategoryEditSchema, response: created } },
      async (request) => ok(await categories.createCategory(db, request.body, app.changes), 'Saved'),
    );
    app.post(
      '/api/admin/categories/:id',
      { schema: { tags, params: IdParamSchema, body: CategoryEditSchema, response: nothing } },
      async (request) => {
        await categories.updateCategory(db, request.params.id, request.body, app.changes);
        return ok(null, 'Saved');
      },
    );
    app.post(
      '/api/admin/categories/:id/delete',
      { schema: { tags, params: IdParamSchema, response: nothing } },
      async (request) => {
        await categories.deleteCategory(db, request.params.id, app.changes);
        return ok(null, 'Deleted');
      },
    );
  }

  {
    const tags = ['admin: merchant types and categories'];
    app.get(
      '/api/admin/merchant/types',
      { schema: { tags, response: answers(z.array(AdminMerchantTypeSchema)) } },
      async () => ok(await kinds.listMerchantTypes(db)),
    );
    app.post(
      '/api/admin/merchant/types',
      { schema: { tags, body: MerchantTypeEditSchema, response: created } },
      async (request) => ok(await kinds.createMerchantType(db, request.body), 'Saved'),
    );
    app.post(
      '/api/admin/merchant/types/:id',
      { schema: { tags, params: IdParamSchema, body: MerchantTypeEditSchema, response: nothing } },
      async (request) => {
        await kinds.updateMerchantType(db, request.params.id, request.body);
        return ok(null, 'Saved');
      },
    );
    app.get(
      '/api/admin/merchant/categories',
      { schema: { tags, response: answers(z.array(AdminMerchantCategorySchema)) } },
      async () => ok(await kinds.listMerchantCategories(db)),
    );
    app.post(
      '/api/admin/merchant/categories',
      { schema: { tags, body: MerchantCategoryEditSchema, response: created } },
      async (request) => ok(await kinds.createMerchantCategory(db, request.body), 'Saved'),
    );
    app.post(
      '/api/admin/merchant/categories/:id',
      { schema: { tags, params: IdParamSchema, body: MerchantCategoryEditSchema, response: nothing } },
      async (request) => {
        await kinds.updateMerchantCategory(db, request.params.id, request.body);
        return ok(null, 'Saved');
      },
    );
  }

  {
    const tags = ['admin: hot keywords'];
    app.get('/api/admin/keywords', { schema: { tags, response: answers(z.array(AdminKeywordSchema)) } }, async () =>
      ok(await keywords.listKeywords(db)),
    );
    app.post('/api/admin/keywords', { schema: { tags, body: KeywordEditSchema, response: created } }, async (request) =>
      ok(await keywords.createKeyword(db, request.body), 'Saved'),
    );
    // Registered before /:id so that "order" is never read as an id.
    app.post(
      '/api/admin/keywords/order',
      { schema: { tags, body: KeywordOrderSchema, response: nothing } },
      async (request) => {
        await keywords.orderKeywords(db, request.body.ids);
        return ok(null, 'Saved');
      },
    );
    app.post(
      '/api/admin/keywords/:id',
      { schema: { tags, params: IdParamSchema, body: KeywordEditSchema, response: nothing } },
      async (request) => {
        await keywords.updateKeyword(db, request.params.id, request.body);
        return ok(null, 'Saved');
      },
    );
    app.post(
      '/api/admin/keywords/:id/delete',
      { schema: { tags, params: IdParamSchema, response: nothing } },
      async (request) => {
        await keywords.deleteKeyword(db, request.params.id);
        return ok(null, 'Deleted');
      },
    );
  }

  {
    const tags = ['admin: attribute glossary'];
    // The write queued the products naming the attribute in its own transaction (audit FG9): once it has committed,
    // the documents' refresher is nudged to rebuild them now; it announces their details and the listings when done.
    const rebuild = (write: terms.GlossaryWrite) => {
      if (write.queued > 0) nudgeDocumentRefresher(db, app.log);
      return write;
    };
    app.get(
      '/api/admin/attribute-terms',
      { schema: { tags, response: answers(z.array(AttributeTermSchema)) } },
      async () => ok(await terms.listTerms(db)),
    );
    app.post(
      '/api/admin/attribute-terms',
      { schema: { tags, body: AttributeTermEditSchema, response: created } },
      async (request) => ok({ id: rebuild(await terms.createTerm(db, request.body)).id }, 'Saved'),
    );
    app.post(
      '/api/admin/attribute-terms/:id',
      { schema: { tags, params: IdParamSchema, body: AttributeTermEditSchema, response: nothing } },
      async (request) => {
        rebuild(await terms.updateTerm(db, request.params.id, request.body));
        return ok(null, 'Saved');
      },
    );
    app.post(
      '/api/admin/attribute-terms/:id/delete',
      { schema: { tags, params: IdParamSchema, response: nothing } },
      async (request) => {
        rebuild(await terms.deleteTerm(db, request.params.id));
        return ok(null, 'Deleted');
      },
    );
  }
}
