import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ReadModel } from '../../platform/read-model';
import { foldText } from '../../platform/text-fold';

// The open shops' names held by each process, for the search box (audit CT1): a keyword's first page and the
// suggestions name the shops it is part of the name of without a statement of their own (issue 25: a keyword search
// costs what its products cost). The change feed's `shop` and `listings` notices clear it in every process (a shop
// opened, renamed, suspended or reopened); a minute bounds what a change made by hand in the database leaves.

type ShopName = {
  id: number;
  name: string;
  /** The name in the other languages (decision 0056). */
  names: Partial<Record<Locale, string>>;
  /** Each of its names folded (`foldShopNames`: the name's and every language's). */
  folded: string[];
  isSelf: boolean;
  followers: number;
};

/** A keyword shorter than this names no shop from the search box: one letter is part of most names. */
export const SHOP_KEYWORD_MIN = 2;

export class OpenShopNames {
  private readonly model = new ReadModel<ShopName[]>(
    { entries: 1, bytes: 256 * 1024 * 1024, maxAgeMs: 60_000, name: 'open shop names' },
    (list) => list.length * 64,
  );

  /** Something any open shop shows changed: the names are read again on the next search. */
  changed(): void {
    this.model.clear();
  }

  /**
   * Open shops whose names hold the keyword, both folded as search folds product names ("lumiere" finds "Maison
   * Lumière"), in any of the shop's languages (decision 0056): names that start with it first, then the mall's own
   * shops and the most followed; at most `limit`, each named in the reader's language.
   */
  async named(
    db: Queryable,
    keyword: string,
    limit: number,
    locale: Locale = 'en',
  ): Promise<{ id: number; name: string }[]> {
    const folded = foldText(keyword).trim();
    if ([...folded].length < SHOP_KEYWORD_MIN) return [];
    const shops = await this.model.get('open', async () => {
      const { rows } = await db.execute<{
        id: number;
        name: string;
        names: Partial<Record<Locale, string>>;
        name_folded: string;
        is_self: boolean;
        follower_count: number;
      }>(sql`SELECT id, name, names, name_folded, is_self, follower_count FROM merchants WHERE status = 'open'`);
      return {
        value: rows.map((r) => ({
          id: r.id,
          name: r.name,
          names: r.names ?? {},
          folded: (r.name_folded ?? '').split('\n'),
          isSelf: r.is_self,
          followers: r.follower_count,
        })),
        tags: ['shops'],
      };
    });
    const starts = (s: ShopName) => Number(s.folded.some((f) => f.startsWith(folded)));
    return shops
      .filter((s) => s.folded.some((f) => f.includes(folded)))
      .sort(
        (a, b) =>
          starts(b) - starts(a) || Number(b.isSelf) - Number(a.isSelf) || b.followers - a.followers || a.id - b.id,
      )
      .slice(0, limit)
      .map(({ id, name, names }) => ({ id, name: names[locale] || name }));
  }
}
