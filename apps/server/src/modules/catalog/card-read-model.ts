import type { Locale, ProductCard } from '@mall/contract';
import type { Db, Queryable } from '../../db/client';
import type { ChangedIds } from '../../platform/change-feed';
import { ReadModel } from '../../platform/read-model';
import type { ReplicaFence } from '../../platform/replica-fence';
import { READ_MODEL_MAX_AGE_MS } from './detail-read-model';
import { cardsOf } from './search-list';

/**
 * Product cards of search and listing pages kept per product and language (issue 25), as the goods detail's read
 * model keeps details (decision 0031): until the change feed names the product (its row, stock, sales, translations,
 * reviews) or its shop (name). Reading 20 cards took 0.7 ms of the database per page at a million products (each
 * card's translation and review figures), the largest part of a keyword search's database time once the matches were
 * found from the postings. Missing cards are read together in one statement, through a replica fence raised by every
 * change, so a refill never takes what a lagging replica still holds.
 */
export class CardReadModel {
  private readonly cards: ReadModel<ProductCard>;

  constructor(
    private readonly fence: ReplicaFence,
    limits: { entries: number; bytes: number },
  ) {
    // A card's objects take about three times its JSON's length in the heap.
    this.cards = new ReadModel<ProductCard>(
      { ...limits, maxAgeMs: READ_MODEL_MAX_AGE_MS, name: 'product cards' },
      (card) => 3 * JSON.stringify(card).length,
    );
  }

  /** Cards of these products in this order, named in the reader's language (kept ones and the rest read at once). */
  async cardsOf(_db: Queryable, ids: number[], locale: Locale): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const found = await this.cards.getMany(
      ids.map((id) => `${id}:${locale}`),
      async (missing) => {
        const read = await cardsOf(
          (await this.fence.source()) as Db,
          missing.map((key) => Number(key.slice(0, key.indexOf(':')))),
          locale,
        );
        return new Map(
          read.map((card) => [`${card.id}:${locale}`, { value: card, tags: [`p:${card.id}`, `s:${card.merId}`] }]),
        );
      },
    );
    return ids.flatMap((id) => found.get(`${id}:${locale}`) ?? []);
  }

  productsChanged(ids: ChangedIds): void {
    this.fence.changed();
    if (ids === null) this.cards.clear();
    else this.cards.invalidate(ids.map((id) => `p:${id}`));
  }

  shopsChanged(ids: ChangedIds): void {
    this.fence.changed();
    if (ids === null) this.cards.clear();
    else this.cards.invalidate(ids.map((id) => `s:${id}`));
  }
}
