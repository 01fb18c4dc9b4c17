import { LOCALES, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { previewImagePath } from '../uploads/preview-images';
import { absolute, escapeHtml, homePath, jsonLd, localePrefix, OG_LOCALES, pagePath } from './html';
import { PAGE_WORDS } from './words';

// The home page as crawlers and link previews read it (audit K: it was the app's bare shell, "Mall" and nothing
// else): the storefront's own index.html, its head given the title, description, canonical address, Open Graph and
// card tags and the mall's JSON-LD in the reader's language, and a <noscript> list of the top categories' pages. The
// app itself is unchanged: it renders over the boot skeleton as before.

export type TopCategory = { id: number; name: string };

/** The visible top categories in the storefront's order, named in the reader's language (the English name where none is given). */
export async function topCategories(db: Queryable, locale: Locale): Promise<TopCategory[]> {
  const { rows } = await db.execute<TopCategory>(sql`
    SELECT id, coalesce(nullif(names->>${locale}, ''), name) AS name FROM categories
    WHERE parent_id = 0 AND visible ORDER BY sort, id LIMIT 30`);
  return rows;
}

/**
 * The storefront's index.html with the home page's head and a crawler's way into the catalogue. The page in a
 * language names its own address as canonical and every language's home page as an alternate, English (`/`) as the
 * default, as the other pages do (audit Q9: one address for six languages, which a crawler only saw in English).
 */
export function homePage(
  index: string,
  opts: { locale: Locale; publicUrl: string; logo: string; categories: TopCategory[] },
): string {
  const { locale, publicUrl } = opts;
  const w = PAGE_WORDS[locale];
  const home = `${publicUrl}/`;
  const url = `${publicUrl}${homePath(locale)}`;
  const logo = opts.logo ? absolute(publicUrl, opts.logo) : '';
  const e = escapeHtml;
  const head = [
    `<title>${e(w.homeTitle)}</title>`,
    `<meta name="description" content="${e(w.homeDescription)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${e(`${publicUrl}${homePath(l)}`)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${e(home)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Mall" />`,
    `<meta property="og:title" content="${e(w.homeTitle)}" />`,
    `<meta property="og:description" content="${e(w.homeDescription)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...LOCALES.filter((l) => l !== locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`,
    ),
    logo ? `<meta property="og:image" content="${e(absolute(publicUrl, previewImagePath(opts.logo).url))}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${e(w.homeTitle)}" />`,
    `<meta name="twitter:description" content="${e(w.homeDescription)}" />`,
    `<script type="application/ld+json">${jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Mall', url: home, ...(logo ? { logo } : {}) },
        { '@type': 'WebSite', name: 'Mall', url, inLanguage: locale, description: w.homeDescription },
      ],
    })}</script>`,
  ].join('\n    ');
  const links = opts.categories
    .map((c) => `<li><a href="${e(`${publicUrl}${pagePath(locale, `/category/${c.id}`)}`)}">${e(c.name)}</a></li>`)
    .join('');
  const noscript = `<noscript><h1>${e(w.homeTitle)}</h1><p>${e(w.homeDescription)}</p><nav><ul>${links}</ul></nav><p><a href="${e(`${publicUrl}/#${localePrefix(locale)}/goods/goods_search`)}">${e(w.search)}</a></p></noscript>`;
  // Replacer functions, never replacement strings: a `$&`, `$'` or `` $` `` in a category name would otherwise be read
  // as a pattern and copy parts of the page into it (audit FR3).
  return index
    .replace(/<html lang="[^"]*">/, () => `<html lang="${e(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</body>', () => `${noscript}\n  </body>`);
}
