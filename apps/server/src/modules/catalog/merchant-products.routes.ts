import { Readable } from 'node:stream';
import {
  IdAnswerSchema,
  IdParamSchema,
  type ImportRefusal,
  type ImportResult,
  ImportResultSchema,
  type Locale,
  MerchantProductQuerySchema,
  MerchantProductRowSchema,
  MerchantProductSchema,
  NoDataSchema,
  ProductImportBodySchema,
  ProductInputSchema,
  pageOf,
  SaleSwitchSchema,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { translateMessage } from '../../platform/messages';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { LARGE_FORM } from '../../platform/strict-json';
import { listProducts } from './merchant-product-list';
import * as products from './merchant-products.service';
import { productsCsv } from './product-export';
import { applyImport, IMPORT_REFUSED, previewImport } from './product-import';

const tags = ['merchant'];

/** The spreadsheet's text in JSON: up to 2 MB of text, which escaping may double. */
const IMPORT_BODY = { bodyLimit: 5 * 1024 * 1024 } as const;

/** The rows' messages in the merchant's language. */
const translated = (result: ImportResult, locale: Locale): ImportResult => ({
  ...result,
  rows: result.rows.map((r) => ({
    ...r,
    errors: r.errors.map((e) => ({ ...e, message: translateMessage(e.message, locale) })),
    ...(r.warnings
      ? { warnings: r.warnings.map((w) => ({ ...w, message: translateMessage(w.message, locale) })) }
      : {}),
  })),
});

/** A refused import's rows' errors in the merchant's language too (the message is translated as every message is). */
function translatedRefusal(error: unknown, locale: Locale): unknown {
  if (!(error instanceof AppError) || error.message !== IMPORT_REFUSED || error.details === null) return error;
  const details = error.details as ImportRefusal;
  error.details = {
    ...details,
    errors: details.errors.map((e) => ({ ...e, message: translateMessage(e.message, locale) })),
  };
  return error;
}

/** The shop's products with their SKUs (API.md E). */
export async function merchantProductRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/merchant/products',
    {
      schema: { tags, querystring: MerchantProductQuerySchema, response: answers(pageOf(MerchantProductRowSchema)) },
    },
    async (request) => ok(await listProducts(db, merchantOf(request), requestLocale(request), request.query)),
  );

  app.get(
    '/api/merchant/products/export.csv',
    {
      schema: {
        tags,
        description:
          "The shop's products as CSV, one row per SKU (at most 50,000): UTF-8 with BOM, formula-safe cells, " +
          'column titles in the Accept-Language; the import reads the same columns. Each row carries its product’s ' +
          '`version`: an import refuses a row of an older version that would change the product (audit FG1). An ' +
          'import takes at most 5,000 rows: a larger export is imported in parts.',
      },
    },
    async (request, reply) => {
      const csv = Readable.from(productsCsv(db, merchantOf(request), requestLocale(request)));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="products-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/merchant/products/import/preview',
    {
      ...IMPORT_BODY,
      schema: {
        tags,
        description:
          'What a products CSV (at most 2 MB, 5,000 rows) would create and change, row by row; writes nothing.',
        body: ProductImportBodySchema,
        response: answers(ImportResultSchema),
      },
    },
    async (request) => {
      const who = { merchantId: merchantOf(request), staffId: liveSession(request).userId };
      return ok(translated(await previewImport(db, who, request.body.csv), requestLocale(request)));
    },
  );

  app.post(
    '/api/merchant/products/import',
    {
      ...IMPORT_BODY,
      schema: {
        tags,
        description:
          'Applies a products CSV in one transaction: every row, or none when any row has an error (400, `data`: the first 50 errors with their rows and columns, and their count).',
        body: ProductImportBodySchema,
        response: answers(ImportResultSchema),
      },
    },
    async (request) => {
      const who = { merchantId: merchantOf(request), staffId: liveSession(request).userId };
      const locale = requestLocale(request);
      const { result, repeated } = await applyImport(db, who, request.body.csv, app.changes).catch((error) => {
        throw translatedRefusal(error, locale);
      });
      return ok(
        translated(result, locale),
        repeated ? 'This file was imported in the last 10 minutes: it was not run again' : 'Saved',
      );
    },
  );

  app.post(
    '/api/merchant/products',
    {
      ...LARGE_FORM,
      schema: { tags, body: ProductInputSchema, response: answers(IdAnswerSchema) },
    },
    async (request) =>
      ok(
        await products.createProduct(db, merchantOf(request), request.body, liveSession(request).userId, app.changes),
        'Saved',
      ),
  );

  app.get(
    '/api/merchant/products/:id',
    { schema: { tags, params: IdParamSchema, response: answers(MerchantProductSchema) } },
    async (request) =>
      ok(await products.productDetail(db, merchantOf(request), request.params.id, requestLocale(request))),
  );

  app.post(
    '/api/merchant/products/:id',
    {
      ...LARGE_FORM,
      schema: { tags, params: IdParamSchema, body: ProductInputSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await products.updateProduct(
        db,
        merchantOf(request),
        request.params.id,
        request.body,
        liveSession(request).userId,
        app.changes,
      );
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/merchant/products/:id/sale',
    { schema: { tags, params: IdParamSchema, body: SaleSwitchSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await products.setOnSale(db, merchantOf(request), request.params.id, request.body.onSale, app.changes);
      return ok(null, request.body.onSale ? 'The product is on sale' : 'The product is off sale');
    },
  );
}
