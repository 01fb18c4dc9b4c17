import { z } from 'zod';
import { IdSchema } from './ids';
import { LOCALES, type Locale } from './locales';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/**
 * The mall's attribute glossary (/api/admin/attribute-terms, decision 0044): an attribute's name, or one of its
 * values, with the word each of the six languages shows and the other ways sellers write it. A product's attribute
 * that is a term reads as the term's word in every language (facets, goods detail, cart, orders).
 */

export const ATTRIBUTE_TERM_LIMITS = { names: 200, values: 200, aliases: 10, nameLength: 20, valueLength: 30 } as const;

export const attributeTermMessages = {
  text: 'Fill in the word in every language, at most 30 characters',
  nameLong: 'An attribute name is at most 20 characters, as on the product form',
  aliases: 'At most 10 other spellings per language, each at most 30 characters',
  taken: 'Already a word of another term here',
  tooMany: 'The glossary is full: at most 200 attributes, 200 values each',
  parent: 'Values belong to an attribute name',
} as const;
const m = attributeTermMessages;

export type AttributeTerm = {
  id: number;
  /** The word each language shows. */
  texts: Record<Locale, string>;
  /** Other ways sellers write it, per language ("Color" beside "Colour"). */
  aliases: Partial<Record<Locale, string[]>>;
  /** An attribute name's values (none on a value). */
  values?: AttributeTerm[];
};
export const AttributeTermSchema: z.ZodType<AttributeTerm> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    texts: z.record(z.enum(LOCALES), z.string()),
    aliases: z.partialRecord(z.enum(LOCALES), z.array(z.string())),
    values: z.array(AttributeTermSchema).optional(),
  }),
) as z.ZodType<AttributeTerm>;

const word = readable(
  maxChars(z.string({ error: m.text }).trim().min(1, m.text), ATTRIBUTE_TERM_LIMITS.valueLength, m.text),
  m.text,
);
const alias = readable(
  maxChars(z.string({ error: m.aliases }).trim().min(1, m.aliases), ATTRIBUTE_TERM_LIMITS.valueLength, m.aliases),
  m.aliases,
);

export const AttributeTermEditSchema = z.strictObject({
  /** The attribute name a value belongs to; left out (or 0) for an attribute name. Fixed once created. */
  parentId: z.union([z.literal(0), IdSchema]).optional(),
  texts: z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, word])) as Record<Locale, typeof word>, {
    error: m.text,
  }),
  aliases: z.partialRecord(z.enum(LOCALES), z.array(alias).max(ATTRIBUTE_TERM_LIMITS.aliases, m.aliases)).default({}),
});
export type AttributeTermEdit = z.infer<typeof AttributeTermEditSchema>;
