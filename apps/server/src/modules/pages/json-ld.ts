import { fromCents, type Locale } from '@mall/contract';
import { homePath, pagePath } from './html';
import type { Crumb, ProductPageData, ShopPageData } from './page-data';

// Structured data for merchant listings (issue 24): the properties search engines require and recommend for a
// Product (or a ProductGroup with its variants), its Offer, shipping and return policy, ratings and reviews.

const SCHEMA = 'https://schema.org';

export type Market = {
  currency: string;
  country: string;
  /** Freight of one piece to the market's country in cents; null when the shop does not deliver there. */
  freight: number | null;
  afterSalesDays: number;
};

type Site = { publicUrl: string; locale: Locale };

const abs = (site: Site, url: string) => (/^https?:\/\//.test(url) ? url : `${site.publicUrl}${url}`);

/** schema.org properties a variant may vary by, from the attribute's name in any of the shop's languages. */
const VARIES: [RegExp, string][] = [
  [/^(colou?r|颜色|顏色|couleur|สี|ສີ)$/i, 'color'],
  [/^(size|尺码|尺寸|taille|talla|tamaño|tamano|ขนาด|ໄຊສ໌|ຂະໜາດ)$/i, 'size'],
  [/^(material|材质|matière|matériau|วัสดุ|ວັດສະດຸ)$/i, 'material'],
  [/^(pattern|图案|motif|estampado|ลาย|ລາຍ)$/i, 'pattern'],
];
const variesBy = (name: string) => VARIES.find(([re]) => re.test(name.trim()))?.[1];

function offer(site: Site, market: Market, p: ProductPageData, price: number, stock: number, url?: string) {
  return {
    '@type': 'Offer',
    ...(url ? { url } : {}),
    price: fromCents(price),
    priceCurrency: market.currency,
    availability: `${SCHEMA}/${stock > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: {
      '@type': 'Organization',
      name: p.merchant.name,
      url: abs(site, pagePath(site.locale, `/shop/${p.merchant.id}`)),
    },
    ...(p.isVirtual || market.freight === null
      ? {}
      : {
          shippingDetails: {
            '@type': 'OfferShippingDetails',
            shippingRate: { '@type': 'MonetaryAmount', value: fromCents(market.freight), currency: market.currency },
            shippingDestination: { '@type': 'DefinedRegion', addressCountry: market.country },
            deliveryTime: {
              '@type': 'ShippingDeliveryTime',
              handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 2, unitCode: 'DAY' },
              transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 10, unitCode: 'DAY' },
            },
          },
        }),
    hasMerchantReturnPolicy:
      market.afterSalesDays > 0
        ? {
            '@type': 'MerchantReturnPolicy',
            applicableCountry: market.country,
            returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
            merchantReturnDays: market.afterSalesDays,
            returnMethod: `${SCHEMA}/ReturnByMail`,
            returnFees: `${SCHEMA}/ReturnFeesCustomerResponsibility`,
          }
        : {
            '@type': 'MerchantReturnPolicy',
            applicableCountry: market.country,
            returnPolicyCategory: `${SCHEMA}/MerchantReturnNotPermitted`,
          },
  };
}

function ratings(p: ProductPageData) {
  if (p.reviewCount === 0 || p.rating === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: p.rating,
      reviewCount: p.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: p.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.comment,
      reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * `Product` with one Offer, or `ProductGroup` with `hasVariant` and `variesBy` when the product has several SKUs.
 * The variants are chosen on the product's one page, which shows the lowest price until the shopper picks one: their
 * offers name no URL of their own (Google's single-page variants, under the group's `url`). A `?sku=` URL per variant
 * landed on that same page showing another variant's price, which shopping feeds flag as a price mismatch (audit AO9).
 */
export function productJsonLd(site: Site, market: Market, p: ProductPageData, description: string) {
  const url = abs(site, pagePath(site.locale, `/goods/${p.id}`));
  const images = p.images.map((i) => abs(site, i));
  const base = { '@context': SCHEMA, name: p.name, description, image: images, url, ...ratings(p) };
  // Offers only for what can be bought: a price above zero.
  const priced = p.skus.filter((s) => s.price > 0);
  if (priced.length <= 1) {
    const sku = priced[0];
    return {
      ...base,
      '@type': 'Product',
      sku: String(sku?.id ?? p.id),
      ...(p.price > 0 ? { offers: offer(site, market, p, sku?.price ?? p.price, sku?.stock ?? p.stock, url) } : {}),
    };
  }
  const dimensions = p.attrs.map((a) => variesBy(a.name));
  // A group's variants must differ in what it varies by: every attribute one of schema.org's, each once. Otherwise
  // (a "Storage", two attributes read as one) the product is one Product with an offer per SKU, each named.
  const declared = dimensions.filter((d): d is string => d !== undefined);
  if (declared.length !== dimensions.length || new Set(declared).size !== declared.length) {
    return {
      ...base,
      '@type': 'Product',
      sku: String(p.id),
      offers: priced.map((s) => ({
        ...offer(site, market, p, s.price, s.stock),
        sku: String(s.id),
        name: `${p.name} (${s.values.join(', ')})`,
      })),
    };
  }
  return {
    ...base,
    '@type': 'ProductGroup',
    productGroupID: String(p.id),
    variesBy: [...new Set(dimensions.filter((d): d is string => d !== undefined))].map((d) => `${SCHEMA}/${d}`),
    hasVariant: priced.map((s) => {
      const props: Record<string, string> = {};
      s.values.forEach((v, i) => {
        const d = dimensions[i];
        if (d) props[d] = v;
      });
      return {
        '@type': 'Product',
        sku: String(s.id),
        name: `${p.name} (${s.values.join(', ')})`,
        image: abs(site, s.image || p.images[0] || ''),
        ...props,
        offers: offer(site, market, p, s.price, s.stock),
      };
    }),
  };
}

/** The trail as a BreadcrumbList: the shop's home page in the page's language, the categories, then the page itself. */
export function breadcrumbJsonLd(site: Site, home: string, trail: Crumb[], last?: { name: string; path: string }) {
  const items = [
    { name: home, item: abs(site, homePath(site.locale)) },
    ...trail.map((c) => ({ name: c.name, item: abs(site, pagePath(site.locale, `/category/${c.id}`)) })),
    ...(last ? [{ name: last.name, item: abs(site, pagePath(site.locale, last.path)) }] : []),
  ];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.item })),
  };
}

export function storeJsonLd(site: Site, s: ShopPageData) {
  return {
    '@context': SCHEMA,
    '@type': 'Store',
    name: s.name,
    url: abs(site, pagePath(site.locale, `/shop/${s.id}`)),
    ...(s.avatar ? { image: abs(site, s.avatar), logo: abs(site, s.avatar) } : {}),
    ...(s.intro ? { description: s.intro } : {}),
    ...(s.address ? { address: s.address } : {}),
    ...(s.phone ? { telephone: s.phone } : {}),
    ...(s.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: s.rating,
            reviewCount: s.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The mall itself, once per page. */
export function organizationJsonLd(site: Site, logo: string) {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: 'Mall',
    url: `${site.publicUrl}/`,
    ...(logo ? { logo: abs(site, logo) } : {}),
  };
}
