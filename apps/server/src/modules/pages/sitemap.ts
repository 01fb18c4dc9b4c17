import { LOCALES, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { shownCategory, visibleProduct } from '../catalog/visibility';
import { clusterDefault, pagePath } from './html';

// Sitemaps (issue 24): an index of child sitemaps, each of at most 50,000 URLs. Every page has six language
// versions, each its own <url> naming all six as alternates, so a child covers a fixed range of ids whose pages
// cannot exceed the limit. Children are streamed in batches: memory does not grow with the catalogue.

export const URLS_PER_SITEMAP = 50_000;
/** Ids per child: six URLs each. */
export const IDS_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / LOCALES.length);
/** The same number written into the statement, as the part index's expression has it (a parameter would not match). */
const PART_DIVISOR = sql.raw(String(IDS_PER_SITEMAP));
const BATCH = 1000;
const CHUNK_CHARS = 32_000;

export type SitemapKind = 'products' | 'shops' | 'categories';

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const shopLastmod = sql`GREATEST(m.created_at, (SELECT max(p.updated_at) FROM products p WHERE p.merchant_id = m.id))`;

const SOURCES: Record<
  SitemapKind,
  { path: string; rows: (from: number, to: number, after: number) => ReturnType<typeof sql> }
> = {
  products: {
    path: '/goods/',
    // The languages it is written in, the original first (audit K3, CT5): a language it has no words in has no page
    // of its own.
    rows: (from, to, after) => sql`SELECT p.id, p.updated_at AS lastmod,
          p.original_locale || coalesce((SELECT array_agg(t.locale) FROM product_translations t
            WHERE t.product_id = p.id), '{}'::text[]) AS langs
        FROM products p
        JOIN merchants m ON m.id = p.merchant_id
        WHERE p.id > ${Math.max(from, after)} AND p.id <= ${to} AND ${visibleProduct} ORDER BY p.id LIMIT ${BATCH}`,
  },
  shops: {
    path: '/shop/',
    // A shop's page changes with its products: the latest change of any (one step back along their index by shop and
    // last change), or the shop's opening.
    rows: (from, to, after) => sql`SELECT m.id, ${shopLastmod} AS lastmod FROM merchants m
        WHERE m.id > ${Math.max(from, after)} AND m.id <= ${to} AND m.status = 'open' ORDER BY m.id LIMIT ${BATCH}`,
  },
  categories: {
    path: '/category/',
    // Its last change comes from `categoryLastmods` (one pass over the products, kept by the routes).
    rows: (from, to, after) => sql`SELECT c.id, NULL::timestamptz AS lastmod FROM categories c
        WHERE c.id > ${Math.max(from, after)} AND c.id <= ${to} AND ${shownCategory} ORDER BY c.id LIMIT ${BATCH}`,
  },
};

/**
 * When each shown category's page last changed: the latest change of a product on sale under it or its children,
 * one step back along `products_category_updated_idx` per category (migration 0089), so its cost follows the
 * categories, not the catalogue. A product of a closed shop counts too: at worst a date a little late, never one
 * missing (the index cannot see the shop, and a shop closing changes the page as well).
 */
export async function categoryLastmods(db: Queryable): Promise<Map<number, string>> {
  const { rows } = await db.execute<{ id: number; lastmod: string }>(sql`
    SELECT c.id, max(latest.lastmod) AS lastmod
    FROM categories c
      JOIN categories under ON under.id = c.id OR under.parent_id = c.id
      CROSS JOIN LATERAL (SELECT max(p.updated_at) AS lastmod FROM products p
        WHERE p.category_id = under.id AND p.on_sale) latest
    WHERE ${shownCategory} AND latest.lastmod IS NOT NULL
    GROUP BY c.id`);
  return new Map(rows.map((r) => [r.id, new Date(r.lastmod).toISOString()]));
}

const latest = (dates: Iterable<string>) => {
  let last: string | null = null;
  for (const date of dates) if (last === null || date > last) last = date;
  return last;
};

/**
 * Products part by part (a part is IDS_PER_SITEMAP ids): its last change is one step back along
 * `products_sitemap_part_idx` (migration 0089, whose expression is this division written out), and it is named when it
 * holds a product shown, the first one found along the primary key. 121 steps at a million products instead of reading
 * them all (5.1 s from disk). A change to a closed shop's product counts: a date a little late at worst.
 */
export const productParts = sql`SELECT 'products' AS kind, part, latest.lastmod
      FROM generate_series(0, (SELECT max(id) FROM products) / ${PART_DIVISOR}) part
      CROSS JOIN LATERAL (SELECT max(p.updated_at) AS lastmod FROM products p
        WHERE p.id / ${PART_DIVISOR} = part AND p.on_sale) latest
      WHERE latest.lastmod IS NOT NULL AND EXISTS (SELECT 1 FROM products p JOIN merchants m ON m.id = p.merchant_id
        WHERE p.id >= part * ${PART_DIVISOR} AND p.id < (part + 1) * ${PART_DIVISOR} AND ${visibleProduct})`;

/** The children that hold at least one page: `home`, `products-0`, `products-1`, …, `shops-0`, `categories-0`. */
export async function sitemapIndex(
  db: Queryable,
  publicUrl: string,
  categoryChanges: ReadonlyMap<number, string>,
  /** Whether the home pages are served (the storefront is built): their child comes first. */
  home = false,
): Promise<string> {
  const { rows } = await db.execute<{ kind: SitemapKind; part: number; lastmod: string | null }>(sql`
    ${productParts}
    UNION ALL
    SELECT 'shops', m.id / ${IDS_PER_SITEMAP}, max(${shopLastmod}) FROM merchants m WHERE m.status = 'open' GROUP BY 2
    UNION ALL
    SELECT 'categories', c.id / ${IDS_PER_SITEMAP}, NULL FROM categories c WHERE ${shownCategory} GROUP BY 2
    ORDER BY 1, 2`);
  const lastmodOf = (r: (typeof rows)[number]) =>
    r.kind === 'categories'
      ? latest(
          [...categoryChanges].filter(([id]) => Math.floor(id / IDS_PER_SITEMAP) === r.part).map(([, date]) => date),
        )
      : r.lastmod && new Date(r.lastmod).toISOString();
  const entries = rows.map((r) => {
    const lastmod = lastmodOf(r);
    return `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${r.kind}-${r.part}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  if (home) entries.unshift(`<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${HOME_SITEMAP}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** `products-3` → its kind and part; null for any other name. */
export function parseSitemapName(name: string): { kind: SitemapKind; part: number } | null {
  // Digits as the index writes them: `products-00` is no other name of `products-0`.
  const match = /^(products|shops|categories)-(0|[1-9]\d{0,5})$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, part: Number(match[2]) };
}

/** Whether a child holds any page (the index names only those; any other is not found). */
export async function sitemapHolds(db: Queryable, kind: SitemapKind, part: number): Promise<boolean> {
  const from = part * IDS_PER_SITEMAP - 1;
  const { rows } = await db.execute<{ found: boolean }>(
    sql`SELECT EXISTS (${SOURCES[kind].rows(from, (part + 1) * IDS_PER_SITEMAP - 1, from)}) AS found`,
  );
  return rows[0]?.found === true;
}

/** A page's `<url>` in each of its languages, each naming all of them and the default as alternates. */
function pageUrls(
  publicUrl: string,
  path: string,
  own: readonly Locale[],
  changed?: string,
  /** The language the content was written in (a product's original), when it has one. */
  original?: Locale,
): string {
  const languages = own
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(`${publicUrl}${pagePath(l, path)}`)}"/>`)
    .join('');
  const fallback = clusterDefault(original ? [original, ...own] : own);
  const alternates = `${languages}<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(`${publicUrl}${pagePath(fallback, path)}`)}"/>`;
  const lastmod = changed ? `<lastmod>${changed}</lastmod>` : '';
  return own
    .map((l) => `<url><loc>${xmlEscape(`${publicUrl}${pagePath(l, path)}`)}</loc>${lastmod}${alternates}</url>`)
    .join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** The name of the home pages' child (audit Q9: the home page was in no sitemap). */
export const HOME_SITEMAP = 'home.xml';

/** The home page in its six languages (`/`, `/th/`, …). */
export function homeSitemap(publicUrl: string): string {
  return `${URLSET_OPEN}${pageUrls(publicUrl, '/', LOCALES)}</urlset>\n`;
}

/** One child sitemap as a stream of chunks, read from the database a batch at a time. */
export async function* sitemapChunks(
  db: Queryable,
  publicUrl: string,
  kind: SitemapKind,
  part: number,
  categoryChanges?: ReadonlyMap<number, string>,
): AsyncGenerator<string> {
  const source = SOURCES[kind];
  const from = part * IDS_PER_SITEMAP - 1;
  const to = (part + 1) * IDS_PER_SITEMAP - 1;
  yield URLSET_OPEN;
  let after = from;
  for (;;) {
    const { rows } = await db.execute<{ id: number; lastmod: string | null; langs?: Locale[] }>(
      source.rows(from, to, after),
    );
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      const own = row.langs ? LOCALES.filter((l) => row.langs?.includes(l)) : LOCALES;
      const changed = row.lastmod ? new Date(row.lastmod).toISOString() : categoryChanges?.get(row.id);
      chunk += pageUrls(publicUrl, `${source.path}${row.id}`, own, changed, row.langs?.[0]);
      // About 32 KB a piece: the response holds one piece at a time (a batch whole was 4 MB, and sixteen of them
      // could wait for a slow reader; the server went over 250 MB streaming the 1M shop's sitemaps, issue 25). Pieces
      // of 400 KB were each a large object, freed only by a full collection: streaming the 1M shop's sitemaps after
      // the pages' benchmark took the server from 244 to 264 MB, against 238 to 239 MB in pieces of 32 KB.
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
    after = (rows.at(-1) as { id: number }).id;
    if (rows.length < BATCH) break;
  }
  yield '</urlset>\n';
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /console/',
    'Disallow: /uploads/private/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
