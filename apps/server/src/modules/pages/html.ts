import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mall/contract';
import { escapeHtml } from '../../platform/escape-html';
import { firstLetters } from '../../platform/letters';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewImagePath } from '../uploads/preview-images';

// The frame of every server-rendered page (issue 24, DESIGN.md section 7): every value escaped, JSON-LD through
// JSON.stringify with the characters that could close a script escaped, and the storefront's colours as CSS variables.

export { escapeHtml };

/** JSON for a `<script type="application/ld+json">`: no `<`, `>`, `&` or line separators can end or break it. */
export function jsonLd(value: unknown): string {
  // One pass over the JSON, not one a character (each a copy of the page's data when it holds one).
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `/fr` for French, nothing for English (the spec's localised paths). */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The page's address in a language: `/goods/7`, `/fr/goods/7`. */
export const pagePath = (locale: Locale, path: string): string => `${localePrefix(locale)}${path}`;

/**
 * The home page's address in a language (audit Q9): `/` in English, `/th/`, `/zh-CN/`, … in the others. Every page's
 * "Home" (header, breadcrumb, BreadcrumbList) points there, not into the app (`/#/lo/`, which a crawler reads as `/`,
 * the English home: audit X3).
 */
export const homePath = (locale: Locale): string => pagePath(locale, '/');

/** A link into the hash-routed app, in the page's language: `/#/fr/goods_detail/7`. */
export const appLink = (locale: Locale, route: string): string => `/#${localePrefix(locale)}${route}`;

export type PageHead = {
  locale: Locale;
  title: string;
  description: string;
  /** Path without the language prefix (`/goods/7`); canonical and alternates are built from it. */
  path: string;
  publicUrl: string;
  image?: string;
  ogType?: string;
  /** A product's lowest price and its currency, for link previews (`product:price:*`, audit X6). */
  price?: { amount: string; currency: string };
  jsonLd: unknown[];
  /**
   * The languages the page's own content is written in, the original first (a product's original and its
   * translations); all six when left out. A page in another language (its menus translated, its product not) shows
   * the original, names the original's page as canonical and is left out of the alternates (audit K3, CT5): six
   * near-identical pages are one page.
   */
  languages?: readonly Locale[];
};

/**
 * The page of a cluster every language without text of its own stands for, on every page and in the sitemap (audit
 * CT5): English when the content is written in English, else the original (`languages`' first). The language
 * order of LOCALES had the Chinese translation of a Thai product stand for it on some pages and the Thai one on others.
 */
export function clusterDefault(languages: readonly Locale[]): Locale {
  return languages.includes('en') ? 'en' : (languages[0] ?? 'en');
}

/** Open Graph wants a language and a territory (audit K5). */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  'zh-CN': 'zh_CN',
  fr: 'fr_FR',
  th: 'th_TH',
  lo: 'lo_LA',
  es: 'es_ES',
};

/** What a drawn picture's preview is (uploads/preview-images.ts): its size and type, so previews need not fetch it first. */
const previewSize = [
  ['type', 'image/jpeg'],
  ['width', String(PREVIEW_WIDTH)],
  ['height', String(PREVIEW_HEIGHT)],
] as const;

/** A picture's address as a crawler needs it: absolute under the shop's public address. */
export const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

const STYLE = `:root{--color-primary:#e93323;--color-primary-strong:#d9291c;--color-gold:#f0a020;--color-text:#222;--color-text-2:#555;--color-muted:#6b6b6b;--color-border:#e6e6e6;--color-bg:#f4f4f4;--color-surface:#fff;--radius:8px;--radius-l:12px;--shadow-s:0 1px 3px rgb(0 0 0/6%)}
*{box-sizing:border-box}body{margin:0;background:var(--color-bg);color:var(--color-text);font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,"PingFang SC","Noto Sans CJK SC","Noto Sans Thai","Noto Sans Lao",sans-serif}
a{color:inherit}header{background:var(--color-surface);border-bottom:2px solid var(--color-primary)}
.bar,main,footer{max-width:1200px;margin:0 auto;padding:0 24px}.bar{display:flex;align-items:center;gap:24px;padding:16px 24px}
.logo{color:var(--color-primary);font-size:28px;font-weight:800;text-decoration:none}.bar nav{margin-left:auto;display:flex;gap:12px;font-size:13px}
.crumbs{margin:16px 0;color:var(--color-muted);font-size:13px}.crumbs a{text-decoration:none}.crumbs li{display:inline}.crumbs li+li:before{content:" › "}.crumbs ol{margin:0;padding:0}
.card{background:var(--color-surface);border-radius:var(--radius-l);box-shadow:var(--shadow-s);padding:24px;margin-bottom:16px}
.product{display:grid;grid-template-columns:420px 1fr;gap:32px}.gallery img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:var(--radius)}
.thumbs{display:flex;gap:8px;margin-top:8px}.thumbs img{width:64px;height:64px;object-fit:cover;border-radius:4px}
h1{font-size:22px;margin:0 0 12px}.price{color:var(--color-primary);font-size:28px;font-weight:700}.was{color:var(--color-muted);text-decoration:line-through;margin-left:8px}
.stock,.rating,.seller{margin:8px 0;color:var(--color-text-2)}.stars{color:var(--color-gold)}
.buy{display:inline-block;margin-top:16px;padding:12px 32px;background:var(--color-primary-strong);color:#fff;border-radius:4px;text-decoration:none;font-weight:600}
table.skus{border-collapse:collapse;margin:12px 0}table.skus td,table.skus th{border:1px solid var(--color-border);padding:6px 10px;text-align:left}
.desc img{max-width:100%}.reviews li{margin:0 0 12px;list-style:none}.reviews ul{padding:0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;padding:0;list-style:none}
.grid li{background:var(--color-surface);border-radius:var(--radius);overflow:hidden}.grid img{width:100%;aspect-ratio:1;object-fit:cover}.grid a{text-decoration:none;display:block;padding-bottom:8px}.grid span{display:block;padding:4px 10px}
.facets a{display:inline-block;margin:2px 8px 2px 0}.pages a{margin-right:12px}footer{color:var(--color-muted);font-size:12px;padding:24px}`;

/** The whole document: head with canonical, reciprocal hreflang, Open Graph, card and JSON-LD; the body as given. */
export function renderPage(head: PageHead, body: string, words: { home: string; search: string }): string {
  const url = (locale: Locale) => `${head.publicUrl}${pagePath(locale, head.path)}`;
  const own = head.languages ? LOCALES.filter((l) => head.languages?.includes(l)) : [...LOCALES];
  // A language the content has no text in shows the original: its page is the canonical one, and Open Graph names
  // the original's language, the one the reader sees (audit CT5).
  const canonical = own.includes(head.locale) ? head.locale : (head.languages?.[0] ?? head.locale);
  const fallback = clusterDefault(head.languages ?? LOCALES);
  const alternates = own.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(url(l))}">`).join('');
  // A link preview shows no SVG: a drawn picture is named by its JPEG (uploads/preview-images.ts).
  const preview = head.image ? previewImagePath(head.image) : null;
  const image = preview ? absolute(head.publicUrl, preview.url) : '';
  const meta = [
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url(canonical))}">`,
    `<meta property="og:locale" content="${OG_LOCALES[canonical]}">`,
    ...own
      .filter((l) => l !== canonical)
      .map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}">`),
    `<meta property="og:site_name" content="Mall">`,
    ...(head.price
      ? [
          `<meta property="product:price:amount" content="${escapeHtml(head.price.amount)}">`,
          `<meta property="product:price:currency" content="${escapeHtml(head.price.currency)}">`,
        ]
      : []),
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    ...(preview?.drawn ? previewSize.map(([k, v]) => `<meta property="og:image:${k}" content="${v}">`) : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
  ].join('');
  const scripts = head.jsonLd.map((d) => `<script type="application/ld+json">${jsonLd(d)}</script>`).join('');
  return `<!doctype html><html lang="${escapeHtml(head.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}"><link rel="canonical" href="${escapeHtml(url(canonical))}">
${alternates}<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(fallback))}">${meta}<link rel="icon" href="/favicon.svg">
<style>${STYLE}</style>${scripts}</head><body><header><div class="bar"><a class="logo" href="${escapeHtml(homePath(head.locale))}">Mall</a>
<nav><a href="${escapeHtml(homePath(head.locale))}">${escapeHtml(words.home)}</a><a href="${escapeHtml(appLink(head.locale, '/goods/goods_search'))}">${escapeHtml(words.search)}</a></nav></div></header>
<main>${body}</main><footer>© Mall</footer></body></html>`;
}

/** A description for meta, Open Graph, card and JSON-LD: at most `max` letters, never half an emoji (audit X2). */
export const shortText = (text: string, max = 160): string => firstLetters(text, max, '…');

/** Plain text of a merchant's rich text, for meta descriptions: tags dropped, entities kept escaped later. */
export function plainText(html: string, max = 160): string {
  // The summary of a long description is in its first stretch, read first (a tag or a reference it cuts in two at its
  // end is left out): every letter of it that comes before the cut is the whole text's.
  const stretch = 16 * (max + 1);
  if (html.length > stretch) {
    const head = plainOf(
      html
        .slice(0, stretch)
        .replace(/<[^>]*$/, '')
        .replace(/&[#a-zA-Z0-9]*$/, ''),
    );
    const cut = shortText(head, max);
    if (cut !== head) return cut;
  }
  return shortText(plainOf(html), max);
}

/** The text of rich text: tags as spaces, the usual entities read, runs of spaces as one. */
export function plainOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
