import { z } from 'zod';
import { CountryCodeSchema } from './auth';
import { EditVersionField, VersionAnswerSchema } from './edits';
import { phoneNumberSchema, withDialCode } from './phones';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/** The shopper's addresses (/api/front/address/…); the places they are picked from are in shipping.ts. */

const Id = z.number().int().positive().max(2_147_483_647);

/**
 * The limits of an address's texts, in characters as a person counts them (`charCount`, audit FC3): a Thai or Lao name
 * with its marks, or an emoji, is one character each, in the form's boxes as on the server.
 */
export const ADDRESS_TEXT_MAX = { realName: 50, region: 60, city: 60, detail: 200, postCode: 20 } as const;
const NAME_LONG = 'The consignee name must be at most 50 characters';
const REGION_LONG = 'The province or state must be at most 60 characters';
const CITY_LONG = 'The city must be at most 60 characters';
const DETAIL_LONG = 'The detailed address must be at most 200 characters';
const POST_CODE_LONG = 'The post code must be at most 20 characters';
/** Each field says its own name when it holds only invisible characters (audit FL5). */
const REGION_BLANK = 'Write a province or state that shows, or leave it empty';
const CITY_BLANK = 'Write a city that shows, or leave it empty';

export const AddressEditSchema = z
  .strictObject({
    id: Id.optional(),
    realName: readable(
      maxChars(z.string().trim().min(1, 'Fill in the consignee name'), ADDRESS_TEXT_MAX.realName, NAME_LONG),
      'Fill in the consignee name',
    ),
    email: z.union([z.literal(''), z.string().trim().max(254).email('Fill in the correct email address')]).default(''),
    /** An ISO 3166-1 alpha-2 code ("TH") of the country list; free text is refused (issue 21). */
    country: z.string().trim().max(60).default(''),
    /** A region code of the country from GET /api/front/address/regions/{country} ("TH-10"); '' when it has none. */
    regionCode: z.string().trim().max(20).default(''),
    /** The province or state's name as shown (filled by the server from regionCode when known). */
    region: readable(maxChars(z.string().trim(), ADDRESS_TEXT_MAX.region, REGION_LONG), REGION_BLANK).default(''),
    city: readable(maxChars(z.string().trim(), ADDRESS_TEXT_MAX.city, CITY_LONG), CITY_BLANK).default(''),
    detail: readable(
      maxChars(z.string().trim().min(1, 'Fill in the detailed address'), ADDRESS_TEXT_MAX.detail, DETAIL_LONG),
      'Fill in the detailed address',
    ),
    // Free text where the country has no pattern: the shop reads it on the parcel (audit W2).
    postCode: readable(
      maxChars(z.string().trim().min(1, 'Fill in the post code'), ADDRESS_TEXT_MAX.postCode, POST_CODE_LONG),
      'Fill in the post code',
    ),
    countryCode: CountryCodeSchema.default('+86'),
    /** As people write it ("+66 81 234 5678"): normalised, a dial code typed here replaces `countryCode`. */
    phone: phoneNumberSchema('Fill in the correct phone number'),
    isDefault: z.boolean().default(false),
    /** With `id`: the version the form loaded (edits.ts), checked when sent (without it, the current row); ignored
     * when creating. */
    ...EditVersionField,
  })
  .transform(withDialCode);
/** Delete an address, or make it the default. */
export const AddressIdSchema = z.strictObject({ id: Id });

export const AddressSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  email: z.string(),
  /** ISO code of a structured address, free text of an older one. */
  country: z.string(),
  /** The country's name in the reader's language (the free text itself for an older address). */
  countryName: z.string().optional(),
  regionCode: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  /**
   * Whether the address can be shipped to as it is: an ISO country of the list and its region where it has them. An
   * older free-text address (or one without its region) is not: checkout refuses it until it is edited into one.
   */
  structured: z.boolean().optional(),
  detail: z.string(),
  postCode: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  /** What an edit sends back as `version` (edits.ts). */
  version: VersionAnswerSchema,
});
export type Address = z.infer<typeof AddressSchema>;
