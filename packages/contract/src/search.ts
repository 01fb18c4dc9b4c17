import { z } from 'zod';
import { ProductCardSchema, ProductListQuerySchema } from './catalog';
import { withinUtf8 } from './url-text';

// Search with facets (API.md section H). The facet lists are checked by the server, which answers a 400 in the
// reader's language for more than 20 values, malformed `attrs` or an unknown facet; the schema bounds the text only.

/** Values of one facet at most, and the total that is counted exactly before "10,000+". */
export const FACET_VALUES_MAX = 20;
/** Attributes one search filters by at most: the server refuses more, the storefront offers no more. */
export const ATTR_FILTERS_MAX = 10;
export const SEARCH_TOTAL_CAP = 10_000;
/** The `attrs` filter's bound in bytes of UTF-8 (its bound in characters is 2,000). */
export const ATTRS_MAX_BYTES = 3000;
/** The facet names `facet-values` knows; an attribute is `attr:<its name>`. */
export const FACET_NAMES = ['categories', 'shops', 'prices', 'ratings', 'inStock', 'selfOperated', 'shipsTo'] as const;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ProductSearchQuerySchema = ProductListQuerySchema.extend({
  facets: flag.optional(),
  /** Comma lists of ids. */
  cids: z.string().trim().max(400).optional(),
  merIds: z.string().trim().max(400).optional(),
  minRating: z.coerce.number().int().min(1).max(4).optional(),
  /**
   * `Colour:Red|Blue,Size:M`: `,` between attributes, `|` between values of one attribute. At most 2,000 characters
   * and `ATTRS_MAX_BYTES` of UTF-8 (1,000 Thai letters, 9,000 URL characters): 2,000 Thai letters met Node's 16 KB
   * limit on a request's head before this 400 (brief HB, url-text.ts).
   */
  attrs: withinUtf8(z.string().trim().max(2000), ATTRS_MAX_BYTES).optional(),
  inStock: flag.optional(),
  selfOperated: flag.optional(),
  /** ISO country the goods must be delivered to. */
  shipsTo: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country')
      .optional(),
  ),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

/** One attribute chosen in a search: its name and the values any of which a product must have. */
export type AttrChoice = [name: string, values: string[]];

const ATTR_SPECIAL = /[\\,|:]/g;
const escapeAttr = (text: string) => text.replace(ATTR_SPECIAL, (c) => `\\${c}`);

/**
 * The `attrs` filter as written in a URL: `Colour:Red|Blue,Size:M` (`,` between attributes, `:` after the name, `|`
 * between values). A name or value holding one of `\ , | :` writes it after a backslash (`Size:Red\, Blue`), so every
 * value a shop may write can be chosen. Attributes without values are left out.
 */
export function formatAttrFilter(attrs: readonly AttrChoice[]): string {
  return attrs
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${escapeAttr(name)}:${values.map(escapeAttr).join('|')}`)
    .join(',');
}

/**
 * The `attrs` filter read back (`formatAttrFilter`'s inverse); null when it is not written that way: an attribute
 * without `:`, or a backslash ending the text. A `:` after the name's is part of a value, as before escapes existed.
 */
export function parseAttrFilter(text: string): AttrChoice[] | null {
  const out: AttrChoice[] = [];
  let name: string | null = null;
  let values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\') {
      if (i + 1 === text.length) return null;
      current += text[++i];
    } else if (c === ':' && name === null) {
      name = current;
      current = '';
    } else if (c === '|' && name !== null) {
      values.push(current);
      current = '';
    } else if (c === ',') {
      if (name === null) return null;
      out.push([name, [...values, current]]);
      name = null;
      values = [];
      current = '';
    } else current += c;
  }
  if (name === null) return null;
  out.push([name, [...values, current]]);
  return out;
}

export const FacetValueSchema = z.object({
  /** Categories and shops have ids; the other facets a value (price range `10-24.99`, rating `4`, country `FR`). */
  id: z.number().int().optional(),
  value: z.string().optional(),
  /** A category's parent (0 for a top category). */
  pid: z.number().int().optional(),
  name: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof FacetValueSchema>;

export const AttrFacetSchema = z.object({
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() })),
});
export type AttrFacet = z.infer<typeof AttrFacetSchema>;

export const FacetsSchema = z.object({
  categories: z.array(FacetValueSchema),
  shops: z.array(FacetValueSchema),
  prices: z.array(FacetValueSchema),
  ratings: z.array(FacetValueSchema),
  attrs: z.array(AttrFacetSchema),
  inStock: z.array(FacetValueSchema),
  selfOperated: z.array(FacetValueSchema),
  shipsTo: z.array(FacetValueSchema),
  /** Facets with more values than listed (`shops`, `attr:Colour`): the "more" asks facet-values. */
  more: z.array(z.string()),
});
export type Facets = z.infer<typeof FacetsSchema>;

export const ProductSearchPageSchema = z.object({
  list: z.array(ProductCardSchema),
  total: z.number().int(),
  /** True when more than SEARCH_TOTAL_CAP products match: `total` is then the cap ("10,000+"). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: FacetsSchema.optional(),
  /** A keyword that finds products when this one finds none ("did you mean"). */
  suggestion: z.string().optional(),
  /**
   * The suggestion is the keyword with some of its words left out, all of them together finding nothing (audit GE4):
   * "No results for all of …; showing results for …".
   */
  someWords: z.boolean().optional(),
  /** Best sellers, when nothing matches. */
  popular: z.array(ProductCardSchema).optional(),
  /**
   * Open shops whose names hold the keyword (folded as the search folds), at most 3, on a keyword's first page when the
   * keyword has at least 2 letters and matches any (audit CT1): "Shops matching …" above the results.
   */
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type ProductSearchPage = z.infer<typeof ProductSearchPageSchema>;

export const FacetValuesQuerySchema = ProductSearchQuerySchema.extend({
  facet: z.string().trim().min(1).max(120),
  q: z.string().trim().max(50).optional(),
});
export type FacetValuesQuery = z.infer<typeof FacetValuesQuerySchema>;

export const SuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(50) });
export const SuggestionSchema = z.object({
  text: z.string(),
  /** `shop`: an open shop whose name holds the text (audit CT1), `merId` its id; the storefront opens its page. */
  kind: z.enum(['product', 'keyword', 'shop']),
  productId: z.number().int().optional(),
  merId: z.number().int().optional(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
