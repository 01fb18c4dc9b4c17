import { z } from 'zod';

/**
 * Optimistic concurrency of the records edited through forms (products, shipping templates, coupons, banners, activities,
 * platform categories, hot keywords, addresses, merchant applications): each row carries a `version` that every write
 * bumps. A form loads it with the record and sends it back with the edit; the server writes only if the row is still at
 * that version, and answers 409 with STALE_EDIT otherwise, so a form never writes over a change it did not show (nor over
 * another record). The version is optional (audit FX2: API.md, which outside clients follow, names none): an edit
 * without it applies to the current row, last write wins. Our consoles and storefront always send it. A merchant
 * application's review is the exception (settle.ts, decision 0012): its version stays required.
 */
export const editMessages = {
  /** 409: the record changed since the form loaded it. */
  stale: 'Someone else changed this in the meantime: reload it to see their changes',
  /** 400: a `version` that is not a whole number. */
  missing: 'The form is out of date: reload it before saving',
} as const;

/** The version a form loaded: 0 for rows from before versions, then 1, 2, … */
export const VersionSchema = z.number({ error: editMessages.missing }).int().min(0).max(2_147_483_647);

/** Added to an input schema shared by create and edit: checked when an edit sends it, ignored when creating. */
export const EditVersionField = { version: VersionSchema.optional() };

/** The version as answered with a record. */
export const VersionAnswerSchema = z.number().int();
