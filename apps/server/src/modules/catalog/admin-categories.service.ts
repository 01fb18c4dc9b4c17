import type { AdminCategory, CategoryEdit, TranslatedNames } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ChangeFeed } from '../../platform/change-feed';
import { checkVersion } from '../../platform/edit-version';
import { conflict, invalid, notFound } from '../../platform/errors';
import { looksAlike } from '../../platform/names';
import { checkPlatformPictures } from '../content/platform-pictures';
import { refreshCategorySearchDocuments } from './search-documents';

type CategoryRow = {
  id: number;
  parent_id: number;
  name: string;
  names: TranslatedNames;
  icon: string;
  sort: number;
  visible: boolean;
  product_count: number;
  version: number;
};

/** Drops empty translations, so that the storefront falls back to the English name. */
export function cleanNames(names: TranslatedNames): TranslatedNames {
  return Object.fromEntries(Object.entries(names).filter(([, v]) => v)) as TranslatedNames;
}

/** The whole two-level tree, hidden categories included, in storefront order. */
export async function categoryTree(db: Db): Promise<AdminCategory[]> {
  const { rows } = await db.execute<CategoryRow>(sql`
    SELECT c.id, c.parent_id, c.name, c.names, c.icon, c.sort, c.visible, c.version,
      (SELECT count(*) FROM products p WHERE p.category_id = c.id) AS product_count
    FROM categories c ORDER BY c.sort, c.id`);
  const toCategory = (r: CategoryRow): AdminCategory => ({
    id: r.id,
    pid: r.parent_id,
    name: r.name,
    names: r.names,
    icon: r.icon,
    sort: r.sort,
    visible: r.visible,
    productCount: r.product_count,
    version: r.version,
  });
  const tops = rows.filter((r) => r.parent_id === 0).map(toCategory);
  for (const top of tops) top.childList = rows.filter((r) => r.parent_id === top.id).map(toCategory);
  return tops;
}

/**
 * Every write to the category tree (create, edit, delete) takes this lock first and reads what it checks inside the
 * same transaction: two moves at the same moment could otherwise both pass their checks and make a cycle (A under B
 * and B under A: both vanish from the console) or a third level (audit FR1, FR2).
 */
export async function lockCategoryTree(tx: Queryable): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('categories:tree'))`);
}

/**
 * The same lock, shared, taken by every product write that checks its category is a leaf (the form, the import):
 * products are filed at once with each other, but never while the operator gives a category its first child, so a
 * product is never left under a category that is no longer a leaf (audit FR race). Taken before anything else.
 */
export async function lockCategoryTreeShared(tx: Queryable): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext('categories:tree'))`);
}

/**
 * A parent must be an existing top category: the tree has two levels. Products are filed only under a leaf, so a
 * category holding products gets no subcategory (they would sit above it). Called under the tree lock.
 */
async function assertParent(db: Queryable, pid: number, self?: number): Promise<void> {
  if (pid === 0) return;
  if (pid === self) throw invalid('A category cannot be its own parent');
  const { rows } = await db.execute<{ parent_id: number; products: boolean }>(sql`
    SELECT parent_id, EXISTS (SELECT 1 FROM products WHERE category_id = c.id) AS products
    FROM categories c WHERE id = ${pid}`);
  if (!rows[0]) throw notFound('The parent category does not exist');
  if (rows[0].parent_id !== 0) throw invalid('Categories have two levels: choose a top category as the parent');
  if (rows[0].products) throw invalid('Products are filed under this category: move them before adding subcategories');
}

/**
 * No two categories under one parent a reader could take for each other ("Café", "CAFÉ", "Ｃａｆé"): the look-alike
 * test of shop names (platform/names.ts, audit FR9). Called under the tree lock.
 */
async function assertNameFree(tx: Queryable, pid: number, name: string, self?: number): Promise<void> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`SELECT name FROM categories WHERE parent_id = ${pid} AND id <> ${self ?? 0}`,
  );
  if (rows.some((r) => looksAlike(r.name, name))) throw conflict('A category with this name is already here');
}

export async function createCategory(db: Db, input: CategoryEdit, changes: ChangeFeed): Promise<{ id: number }> {
  const id = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    await assertParent(tx, input.pid);
    await assertNameFree(tx, input.pid, input.name);
    await checkPlatformPictures(tx, [input.icon]);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO categories (parent_id, name, names, icon, sort, visible)
      VALUES (${input.pid}, ${input.name}, ${JSON.stringify(cleanNames(input.names))}::jsonb, ${input.icon},
        ${input.sort}, ${input.visible})
      RETURNING id`);
    return rows[0]!.id;
  });
  await changes.announce(db, 'listings');
  return { id };
}

/**
 * Edits a category at the version its form loaded: 404 when it is gone, 409 when someone changed it since (audit FR5).
 * The version is read under the tree lock, which every write to the tree takes first.
 */
export async function updateCategory(db: Db, id: number, input: CategoryEdit, changes: ChangeFeed): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const { rows: found } = await tx.execute<{
      parent_id: number;
      children: number;
      products: number;
      version: number;
    }>(sql`
      SELECT parent_id, version, (SELECT count(*) FROM categories WHERE parent_id = c.id) AS children,
        (SELECT count(*) FROM products WHERE category_id = c.id) AS products
      FROM categories c WHERE id = ${id}`);
    const current = found[0];
    if (!current) throw notFound('Category not found');
    checkVersion(current.version, input.version);
    await assertParent(tx, input.pid, id);
    await assertNameFree(tx, input.pid, input.name, id);
    await checkPlatformPictures(tx, [input.icon], sql`SELECT icon AS picture FROM categories WHERE id = ${id}`);
    if (input.pid !== 0 && current.children > 0) {
      throw invalid('A category with subcategories stays at the top level');
    }
    if (input.pid === 0 && current.parent_id !== 0 && current.products > 0) {
      throw invalid('Products are filed under second-level categories: move them before making this a top category');
    }
    await tx.execute(sql`
      UPDATE categories SET parent_id = ${input.pid}, name = ${input.name},
        names = ${JSON.stringify(cleanNames(input.names))}::jsonb, icon = ${input.icon}, sort = ${input.sort},
        visible = ${input.visible}, version = version + 1
      WHERE id = ${id}`);
    // A category moved to another parent: its products' documents carry the new path (searched and counted under
    // the new parent, no more under the old one).
    if (input.pid !== current.parent_id && current.products > 0) await refreshCategorySearchDocuments(tx, id);
  });
  await changes.announce(db, 'listings');
}

/** Only an empty category goes: no subcategories, no products, no coupon bound to it. */
export async function deleteCategory(db: Db, id: number, changes: ChangeFeed): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const { rows } = await tx.execute<{ children: number; products: number; coupons: number }>(sql`
      SELECT (SELECT count(*) FROM categories WHERE parent_id = c.id) AS children,
        (SELECT count(*) FROM products WHERE category_id = c.id) AS products,
        (SELECT count(*) FROM coupons WHERE category_id = c.id) AS coupons
      FROM categories c WHERE id = ${id} FOR UPDATE`);
    const found = rows[0];
    if (!found) throw notFound('Category not found');
    if (found.children > 0) throw conflict('Delete or move its subcategories first');
    if (found.products > 0) throw conflict('Products are filed under this category: move them first');
    if (found.coupons > 0) throw conflict('A coupon is bound to this category');
    await tx.execute(sql`DELETE FROM categories WHERE id = ${id}`).catch((error: unknown) => {
      // A product filed under it meanwhile: the foreign key refuses, and so do we.
      if (isForeignKeyViolation(error)) throw conflict('Products are filed under this category: move them first');
      throw error;
    });
  });
  await changes.announce(db, 'listings');
}

export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
