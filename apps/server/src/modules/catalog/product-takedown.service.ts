import type { ProductTakedownAnswerSchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { announceChange, type ChangeFeed } from '../../platform/change-feed';
import { conflict, notFound } from '../../platform/errors';
import { recordNotice } from '../notices/record';
import { refreshSearchDocuments } from './search-documents';

/**
 * The operator's takedown of one product (audit FG8, decision 0054): off sale with a reason the shop reads, and the
 * shop cannot put it back on sale until the operator lifts it. The catalogue owns `products`, so the operator's
 * routes come here; the change is told exactly as the shop's own sale switch tells it (`setOnSale`): the search
 * documents in the same transaction, the goods detail and cards in every process (`product`), the listings and
 * sitemaps after the commit (`listings`).
 */

type TakedownAnswer = z.infer<typeof ProductTakedownAnswerSchema>;
type Row = { id: number; on_sale: boolean; taken_down_at: string | null; takedown_reason: string | null };

const answerOf = (r: Row): TakedownAnswer => ({
  id: r.id,
  onSale: r.on_sale,
  takenDownAt: r.taken_down_at === null ? null : new Date(r.taken_down_at).toISOString(),
  takedownReason: r.takedown_reason,
});

/** Whether the product exists and is taken down, for the message of a write that changed nothing. */
async function stateOf(db: Queryable, id: number): Promise<{ down: boolean } | null> {
  const { rows } = await db.execute<{ down: boolean }>(
    sql`SELECT taken_down_at IS NOT NULL AS down FROM products WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Takes a product down: one statement sets it off sale, its reason and moment, and raises its version. */
export async function takeDownProduct(db: Db, id: number, reason: string, changes: ChangeFeed) {
  return toldAsSaleSwitch(db, id, changes, 'product_taken_down', async (tx) => {
    const { rows } = await tx.execute<Row>(sql`
      UPDATE products SET on_sale = false, taken_down_at = now(), takedown_reason = ${reason},
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND taken_down_at IS NULL
      RETURNING id, on_sale, taken_down_at, takedown_reason`);
    return rows[0];
  });
}

/** Lifts a takedown: the product stays off sale, its shop decides when to sell it again. */
export async function restoreProduct(db: Db, id: number, changes: ChangeFeed) {
  return toldAsSaleSwitch(db, id, changes, 'product_restored', async (tx) => {
    const { rows } = await tx.execute<Row>(sql`
      UPDATE products SET taken_down_at = NULL, takedown_reason = NULL, version = version + 1, updated_at = now()
      WHERE id = ${id} AND taken_down_at IS NOT NULL
      RETURNING id, on_sale, taken_down_at, takedown_reason`);
    return rows[0];
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function toldAsSaleSwitch(
  db: Db,
  id: number,
  changes: ChangeFeed,
  kind: 'product_taken_down' | 'product_restored',
  write: (tx: Tx) => Promise<Row | undefined>,
): Promise<TakedownAnswer> {
  const row = await db.transaction(async (tx) => {
    const written = await write(tx);
    if (!written) return undefined;
    await refreshSearchDocuments(tx, [id]);
    await announceChange(tx, 'product', [id]);
    // The shop's staff are told, in their language, with the reason (the row as this transaction wrote it).
    await recordNotice(tx, { kind, productId: id });
    return written;
  });
  if (!row) {
    // Nothing changed: an unknown product, or one already in the state asked for (a clear 409, decision 0054).
    const state = await stateOf(db, id);
    if (!state) throw notFound('Product not found');
    throw conflict(state.down ? 'This product is already taken down' : 'This product is not taken down');
  }
  await changes.announce(db, 'listings');
  return answerOf(row);
}
