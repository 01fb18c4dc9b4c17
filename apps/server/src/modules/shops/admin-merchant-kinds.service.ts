import type { MerchantCategoryEdit, MerchantTypeEdit, TranslatedNames } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { cleanNames } from '../catalog/admin-categories.service';

// Merchant types (store types) and merchant categories (with the platform's handling fee), as the settle form and
// the shop street list them.

export async function listMerchantTypes(db: Db) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    names: TranslatedNames;
    info: string;
    sort: number;
    merchant_count: number;
  }>(sql`
    SELECT t.id, t.name, t.names, t.info, t.sort,
      (SELECT count(*) FROM merchants m WHERE m.type_id = t.id) AS merchant_count
    FROM merchant_types t ORDER BY t.sort, t.id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    names: r.names,
    info: r.info,
    sort: r.sort,
    merchantCount: r.merchant_count,
  }));
}

export async function createMerchantType(db: Db, input: MerchantTypeEdit): Promise<{ id: number }> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO merchant_types (name, names, info, sort)
    VALUES (${input.name}, ${JSON.stringify(cleanNames(input.names))}::jsonb, ${input.info}, ${input.sort})
    RETURNING id`);
  return { id: rows[0]!.id };
}

export async function updateMerchantType(db: Db, id: number, input: MerchantTypeEdit): Promise<void> {
  const { rows } = await db.execute(sql`
    UPDATE merchant_types SET name = ${input.name}, names = ${JSON.stringify(cleanNames(input.names))}::jsonb,
      info = ${input.info}, sort = ${input.sort}
    WHERE id = ${id} RETURNING id`);
  if (rows.length === 0) throw notFound('Merchant type not found');
}

export async function listMerchantCategories(db: Db) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    names: TranslatedNames;
    handling_fee: string;
    sort: number;
    merchant_count: number;
  }>(sql`
    SELECT c.id, c.name, c.names, c.handling_fee::text AS handling_fee, c.sort,
      (SELECT count(*) FROM merchants m WHERE m.category_id = c.id) AS merchant_count
    FROM merchant_categories c ORDER BY c.sort, c.id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    names: r.names,
    handlingFee: Number(r.handling_fee).toFixed(2),
    sort: r.sort,
    merchantCount: r.merchant_count,
  }));
}

export async function createMerchantCategory(db: Db, input: MerchantCategoryEdit): Promise<{ id: number }> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO merchant_categories (name, names, handling_fee, sort)
    VALUES (${input.name}, ${JSON.stringify(cleanNames(input.names))}::jsonb, ${input.handlingFee}::numeric,
      ${input.sort})
    RETURNING id`);
  return { id: rows[0]!.id };
}

export async function updateMerchantCategory(db: Db, id: number, input: MerchantCategoryEdit): Promise<void> {
  const { rows } = await db.execute(sql`
    UPDATE merchant_categories SET name = ${input.name},
      names = ${JSON.stringify(cleanNames(input.names))}::jsonb, handling_fee = ${input.handlingFee}::numeric,
      sort = ${input.sort}
    WHERE id = ${id} RETURNING id`);
  if (rows.length === 0) throw notFound('Merchant category not found');
}
