import type { reviews } from '../schema';
import type { Reviewer } from './build-people';
import type { ProductLang } from './catalog-types';
import type { Random } from './random';
import { REVIEW_LINES } from './review-text';

export type ReviewRow = typeof reviews.$inferInsert;
export type ReviewedProduct = {
  id: number;
  merchantId: number;
  lang: ProductLang;
  createdAt: number;
  skuTexts: string[];
  /** Pictures a reviewer might post: the product's own pictures. */
  pics: string[];
};

const SCORE_WEIGHTS = [4, 4, 10, 25, 57]; // scores 1..5: mostly happy, enough of each kind for every filter

export class ReviewWriter {
  private readonly byLang = new Map<ProductLang, Reviewer[]>();
  private reviewed = 0;

  constructor(
    private readonly rng: Random,
    private readonly reviewers: Reviewer[],
    private readonly now: number,
  ) {
    for (const r of reviewers) this.byLang.set(r.lang, [...(this.byLang.get(r.lang) ?? []), r]);
  }

  /** `count` reviews of one product. Every seventh reviewed product gets a good, a fair and a bad one for sure. */
  write(product: ReviewedProduct, count: number): ReviewRow[] {
    const rng = this.rng;
    if (count === 0 || this.reviewers.length === 0) return [];
    const forced = this.reviewed++ % 7 === 0 && count >= 3 ? [5, 3, 1] : [];
    const rows: ReviewRow[] = [];
    for (let i = 0; i < count; i++) {
      const local = this.byLang.get(product.lang);
      const reviewer = local && rng.chance(0.8) ? rng.pick(local) : rng.pick(this.reviewers);
      const lines = REVIEW_LINES[reviewer.lang];
      const score = forced[i] ?? 1 + rng.weighted(SCORE_WEIGHTS);
      const pool = score >= 4 ? lines.good : score === 3 ? lines.fair : lines.bad;
      const glue = reviewer.lang === 'zh-CN' ? '' : ' ';
      const comment = rng.sample(pool, score >= 4 && rng.chance(0.5) ? 2 : 1).join(glue);
      const replyPool = score >= 4 ? lines.replies : lines.apologies;
      const reply = rng.chance(score >= 4 ? 0.25 : 0.7) ? rng.pick(replyPool) : null;
      const pics = rng.chance(0.25) ? rng.sample(product.pics, rng.int(1, 3)) : [];
      rows.push({
        productId: product.id,
        merchantId: product.merchantId,
        userId: reviewer.id,
        skuText: rng.pick(product.skuTexts),
        productScore: score,
        // Service is rated apart from the goods, and mostly well: the shops' ratings come from these scores.
        serviceScore: score <= 2 ? Math.max(1, score + 1 + rng.int(-1, 1)) : 5 - Math.max(0, rng.int(-1, 1)),
        comment,
        pics,
        merchantReply: reply,
        createdAt: new Date(product.createdAt + rng.next() * (this.now - product.createdAt)),
      });
    }
    return rows;
  }
}
