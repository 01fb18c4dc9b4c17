import { type DecimalFormat, formatMoney, fromCents, type Locale, numberFormat } from '@mall/contract';
import { dateFormat } from '../../platform/dates';
import { sanitizeRichText } from '../catalog/rich-text';
import { appLink, escapeHtml as e, homePath, pagePath, plainText, renderPage, shortText } from './html';
import { breadcrumbJsonLd, type Market, organizationJsonLd, productJsonLd, storeJsonLd } from './json-ld';
import type { Card, CategoryPageData, Crumb, ProductPageData, ShopPageData } from './page-data';
import { type CountWords, PAGE_WORDS } from './words';

// The three kinds of server-rendered page (issue 24): readable without JavaScript, in the shop's look, with links
// into the app for buying. Every merchant text goes through e() or, for the description, the rich-text allowlist.

export type Site = { publicUrl: string; locale: Locale; symbol: string; logo: string };

const stars = (rating: number) => '★'.repeat(Math.round(rating)).padEnd(5, '☆');

/** Money as the page's language writes it ("$2,319.99", "2 319,99 $"); JSON-LD keeps the plain decimal. */
const money = (site: Site, cents: number) => formatMoney(cents, site.symbol, site.locale);

const tenthsFormats = new Map<Locale, DecimalFormat>();
/** A rating with one decimal in the page's language: 4.5 (en), 4,5 (fr). */
function tenths(site: Site, value: number): string {
  let format = tenthsFormats.get(site.locale);
  if (!format) {
    format = numberFormat(site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    tenthsFormats.set(site.locale, format);
  }
  return format.format(value);
}

const countFormats = new Map<Locale, { plural: Intl.PluralRules; number: DecimalFormat }>();
/**
 * A count in the page's language: its plural form and its number grouping, "1 review", "29,286 followers",
 * "29 286 abonnés", "1 opinión" (audit DB1: one word per language and the raw number, "1 Reviews", "29286 abonnés").
 */
export function count(locale: Locale, n: number, words: CountWords): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = { plural: new Intl.PluralRules(locale), number: numberFormat(locale) };
    countFormats.set(locale, format);
  }
  return (words[format.plural.select(n)] ?? words.other).replace('{n}', () => format.number.format(n));
}

/** A review's stars, read out as its score ("3 out of 5 stars") rather than as five star characters. */
const scoreStars = (site: Site, score: number) =>
  `<span class="stars" role="img" aria-label="${e(count(site.locale, score, PAGE_WORDS[site.locale].starsOutOfFive))}">${stars(score)}</span>`;

function crumbsHtml(site: Site, trail: Crumb[], last?: string): string {
  const w = PAGE_WORDS[site.locale];
  const items = [
    `<li><a href="${e(homePath(site.locale))}">${e(w.home)}</a></li>`,
    ...trail.map((c) => `<li><a href="${e(pagePath(site.locale, `/category/${c.id}`))}">${e(c.name)}</a></li>`),
    ...(last ? [`<li aria-current="page">${e(last)}</li>`] : []),
  ];
  return `<nav class="crumbs" aria-label="breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

function cardsHtml(site: Site, cards: Card[]): string {
  return `<ul class="grid">${cards
    .map(
      (
        c,
      ) => `<li><a href="${e(pagePath(site.locale, `/goods/${c.id}`))}"><img src="${e(c.image)}" alt="${e(c.name)}" loading="lazy" width="200" height="200">
<span>${e(c.name)}</span><span class="price">${e(money(site, c.price))}</span></a></li>`,
    )
    .join('')}</ul>`;
}

export function productPage(site: Site, market: Market, p: ProductPageData, trail: Crumb[]): string {
  const w = PAGE_WORDS[site.locale];
  const description = sanitizeRichText(p.description);
  const summary = plainText(description) || p.name;
  const price = money(site, p.price);
  // What a link preview shows: the lowest price a SKU sells at, the decimal the JSON-LD offers write (audit X6); of
  // the SKUs one can buy, as the page's price (a sold-out cheaper SKU is no price to preview, audit EX1), and of all
  // of them when none can.
  const buyable = p.skus.filter((s) => s.stock > 0);
  const prices = (buyable.length > 0 ? buyable : p.skus).map((s) => s.price).filter((cents) => cents > 0);
  const lowest = prices.length > 0 ? Math.min(...prices) : p.price;
  const gallery = p.images
    .slice(0, 6)
    .map((src, i) =>
      i === 0
        ? `<img src="${e(src)}" alt="${e(p.name)}" width="420" height="420" fetchpriority="high">`
        : `<img src="${e(src)}" alt="${e(p.name)} ${i + 1}" width="64" height="64" loading="lazy">`,
    );
  const skus =
    p.skus.length > 1
      ? `<h2>${e(w.options)}</h2><table class="skus"><tbody>${p.skus
          .map(
            (s) =>
              `<tr><td>${e(s.values.join(' / '))}</td><td>${e(money(site, s.price))}</td><td>${e(s.stock > 0 ? w.inStock : w.outOfStock)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '';
  const rating =
    p.rating !== null && p.reviewCount > 0
      ? `<p class="rating"><span class="stars" aria-hidden="true">${stars(p.rating)}</span> ${e(tenths(site, p.rating))} · ${e(count(site.locale, p.reviewCount, w.reviewCount))}</p>`
      : `<p class="rating">${e(w.noRatings)}</p>`;
  const reviews = p.reviews.length
    ? `<section class="card reviews"><h2>${e(w.reviews)}</h2><ul>${p.reviews
        .map(
          (r) =>
            `<li><strong>${e(r.author)}</strong> ${scoreStars(site, r.score)} <time datetime="${e(r.createdAt)}">${e(dateFormat(site.locale, 'day').format(new Date(r.createdAt)))}</time><p>${e(r.comment)}</p></li>`,
        )
        .join('')}</ul></section>`
    : '';
  // Untranslated: its own words are marked with their language for readers and screen readers (audit K3).
  const lang = (shown: Locale) => (shown === site.locale ? '' : ` lang="${e(shown)}"`);
  const body = `${crumbsHtml(site, trail, p.name)}<article class="card product" data-testid="product-page">
<div class="gallery">${gallery[0] ?? ''}<div class="thumbs">${gallery.slice(1).join('')}</div></div>
<div><h1${lang(p.contentLocale.name)}>${e(p.name)}</h1><p><span class="price">${e(price)}</span>${p.otPrice > p.price ? `<span class="was">${e(money(site, p.otPrice))}</span>` : ''}</p>
<p class="stock">${e(p.stock > 0 ? w.inStock : w.outOfStock)}</p>${rating}
<p class="seller">${e(w.soldBy)} <a href="${e(pagePath(site.locale, `/shop/${p.merchant.id}`))}">${e(p.merchant.name)}</a></p>${skus}
<a class="buy" href="${e(appLink(site.locale, `/goods_detail/${p.id}`))}">${e(w.buy)}</a></div></article>
<section class="card desc"${lang(p.contentLocale.description)}>${description}</section>${reviews}`;
  const siteRef = { publicUrl: site.publicUrl, locale: site.locale };
  return renderPage(
    {
      locale: site.locale,
      title: `${p.name} · ${price} · Mall`,
      description: summary,
      path: `/goods/${p.id}`,
      publicUrl: site.publicUrl,
      image: p.images[0],
      ogType: 'product',
      ...(lowest > 0 ? { price: { amount: fromCents(lowest), currency: market.currency } } : {}),
      languages: p.languages,
      jsonLd: [
        productJsonLd(siteRef, market, p, summary),
        breadcrumbJsonLd(siteRef, w.home, trail, { name: p.name, path: `/goods/${p.id}` }),
        organizationJsonLd(siteRef, site.logo),
      ],
    },
    body,
    w,
  );
}

export function shopPage(site: Site, s: ShopPageData, cards: Card[]): string {
  const w = PAGE_WORDS[site.locale];
  const rating =
    s.rating !== null
      ? `<span class="stars" aria-hidden="true">${stars(s.rating)}</span> ${e(tenths(site, s.rating))} · ${e(count(site.locale, s.reviewCount, w.reviewCount))}`
      : e(w.noRatings);
  const body = `${crumbsHtml(site, [], s.name)}<section class="card" data-testid="shop-page">
${s.avatar ? `<img src="${e(s.avatar)}" alt="" width="80" height="80" style="float:left;margin-right:16px;border-radius:8px">` : ''}
<h1>${e(s.name)}</h1><p class="rating">${rating} · ${e(count(site.locale, s.followerCount, w.followerCount))}</p><p>${e(s.intro)}</p>
${s.address ? `<p>${e(s.address)}</p>` : ''}<a class="buy" href="${e(appLink(site.locale, `/merchant/merchant?merId=${s.id}`))}">${e(w.visitShop)}</a></section>
<section><h2>${e(w.shopProducts)}</h2>${cardsHtml(site, cards)}</section>`;
  const siteRef = { publicUrl: site.publicUrl, locale: site.locale };
  return renderPage(
    {
      locale: site.locale,
      title: `${s.name} · Mall`,
      // The intro is plain text (shop-texts.ts): a "<10 years" in it is text, not a tag to strip (audit FR7).
      description: shortText(s.intro.replace(/\s+/g, ' ').trim()) || s.name,
      path: `/shop/${s.id}`,
      publicUrl: site.publicUrl,
      image: s.banner || s.avatar,
      jsonLd: [
        storeJsonLd(siteRef, s),
        breadcrumbJsonLd(siteRef, w.home, [], { name: s.name, path: `/shop/${s.id}` }),
        organizationJsonLd(siteRef, site.logo),
      ],
    },
    body,
    w,
  );
}

export function categoryPage(site: Site, c: CategoryPageData, cards: Card[], page: number, more: boolean): string {
  const w = PAGE_WORDS[site.locale];
  const self = c.trail.at(-1) as Crumb;
  const path = `/category/${self.id}`;
  const link = (n: number) => e(pagePath(site.locale, n > 1 ? `${path}?page=${n}` : path));
  const children = c.children.length
    ? `<nav class="card facets"><h2>${e(w.subcategories)}</h2>${c.children
        .map((ch) => `<a href="${e(pagePath(site.locale, `/category/${ch.id}`))}">${e(ch.name)}</a>`)
        .join('')}</nav>`
    : '';
  const pager = `<nav class="pages">${page > 1 ? `<a rel="prev" href="${link(page - 1)}">${e(w.previous)}</a>` : ''}${more ? `<a rel="next" href="${link(page + 1)}">${e(w.next)}</a>` : ''}</nav>`;
  const body = `${crumbsHtml(site, c.trail.slice(0, -1), self.name)}<h1 data-testid="category-page">${e(self.name)}</h1>${children}
${cardsHtml(site, cards)}${pager}<p><a class="buy" href="${e(appLink(site.locale, `/goods/goods_search?cid=${self.id}`))}">${e(w.search)}</a></p>`;
  const siteRef = { publicUrl: site.publicUrl, locale: site.locale };
  return renderPage(
    {
      locale: site.locale,
      title:
        page > 1
          ? `${self.name} · ${w.page.replace('{n}', () => numberFormat(site.locale).format(page))} · Mall`
          : `${self.name} · Mall`,
      description: shortText(
        `${self.name}: ${cards
          .slice(0, 5)
          .map((x) => x.name)
          .join(', ')}`,
      ),
      path: page > 1 ? `${path}?page=${page}` : path,
      publicUrl: site.publicUrl,
      image: cards[0]?.image,
      jsonLd: [breadcrumbJsonLd(siteRef, w.home, c.trail), organizationJsonLd(siteRef, site.logo)],
    },
    body,
    w,
  );
}
