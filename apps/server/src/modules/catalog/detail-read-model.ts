import type { Locale, ProductDetail } from '@mall/contract';
import type { Db } from '../../db/client';
import type { ChangedIds } from '../../platform/change-feed';
import { ReadModel } from '../../platform/read-model';
import type { ReplicaFence } from '../../platform/replica-fence';
import { productDetailBase, shopProductCount, viewerMarks } from './product-detail';

/**
 * The goods detail's read model (issue 25): the detail every reader sees, per product and language, kept until the
 * change feed names the product (its row, SKUs, stock, sales, translations, reviews) or its shop (name, pictures,
 * status, rating, followers); the shop's count of products on sale kept per shop until listings change. Price,
 * stock and rating are as current as the last commit: the writer's process drops the entry at once, the others on
 * the NOTIFY. A signed-in viewer's own marks (favourite, follow) are read apart, from the primary, and never kept.
 *
 * A refill after a change reads the primary until the replica has replayed past it (`fence`), so that an entry is
 * never refilled with what a lagging replica still holds.
 */
/**
 * A backstop, not the rule: entries go when the change feed names them; one that a missed notice or a lagging replica
 * left behind is read again after this long at the latest (audit CR5), instead of until its product next changes.
 */
export const READ_MODEL_MAX_AGE_MS = 5 * 60_000;

export class DetailReadModel {
  private readonly details: ReadModel<ProductDetail>;
  private readonly counts: ReadModel<number>;

  constructor(
    private readonly db: Db,
    private readonly fence: ReplicaFence,
    limits: { entries: number; bytes: number },
  ) {
    // A detail's objects take about three times its JSON's length in the heap.
    this.details = new ReadModel<ProductDetail>(
      { ...limits, maxAgeMs: READ_MODEL_MAX_AGE_MS, name: 'goods details' },
      (detail) => 3 * JSON.stringify(detail).length,
    );
    this.counts = new ReadModel<number>(
      {
        entries: Math.min(limits.entries, 10_000),
        bytes: 1_000_000,
        maxAgeMs: READ_MODEL_MAX_AGE_MS,
        name: 'shop product counts',
      },
      () => 16,
    );
  }

  get size(): { entries: number; bytes: number } {
    return this.details.size;
  }

  async detail(id: number, locale: Locale, viewerId: number | null): Promise<ProductDetail> {
    const base = await this.details.get(`${id}:${locale}`, async () => {
      const value = await productDetailBase(viewerId ? this.db : await this.fence.source(), id, locale);
      return { value, tags: [`p:${id}`, `s:${value.merchant.id}`] };
    });
    const merchantId = base.merchant.id;
    const [productCount, marks] = await Promise.all([
      this.counts.get(String(merchantId), async () => ({
        value: await shopProductCount(viewerId ? this.db : await this.fence.source(), merchantId),
        tags: [`s:${merchantId}`],
      })),
      viewerId ? viewerMarks(this.db, id, merchantId, viewerId) : null,
    ]);
    return {
      ...base,
      merchant: { ...base.merchant, productCount, followed: marks?.followed ?? false },
      collected: marks?.collected ?? false,
    };
  }

  productsChanged(ids: ChangedIds): void {
    this.fence.changed();
    if (ids === null) this.details.clear();
    else this.details.invalidate(ids.map((id) => `p:${id}`));
  }

  shopsChanged(ids: ChangedIds): void {
    this.fence.changed();
    if (ids === null) {
      this.details.clear();
      this.counts.clear();
      return;
    }
    const tags = ids.map((id) => `s:${id}`);
    this.details.invalidate(tags);
    this.counts.invalidate(tags);
  }

  /** Products went on or off sale, were added or removed somewhere: every shop's count is read again. */
  listingsChanged(): void {
    this.fence.changed();
    this.counts.clear();
  }
}
