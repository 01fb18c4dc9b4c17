import type { z } from 'zod';

/**
 * A text sent in a web address (a GET route's query parameter) meets Node's limit of 16 KB on a request's URL and
 * headers, in which a letter of Thai, Lao or Chinese takes 9 characters once percent-encoded (3 bytes of UTF-8, each
 * `%XX`). A bound in characters that is generous for Latin letters (`attrs`' 2,000) let such a text reach that limit
 * first, answered "the request is too long" instead of the parameter's own 400 (brief HB). These parameters are
 * bounded in UTF-8 bytes as well, so that the longest text they take is at most 3 times as many URL characters (about
 * 12 KB at most, leaving the rest of the 16 KB to the path, the other parameters and the headers).
 */
export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** The refusal of a text over `max` bytes of UTF-8, which says how letters count (server/platform/messages). */
export const utf8TooLong = (max: number): string =>
  `At most ${max} bytes (UTF-8): a Thai, Lao or Chinese letter counts as 3, an accented letter as 2`;

/** `schema` (a string, its own bounds first) that also takes at most `max` bytes of UTF-8. */
export const withinUtf8 = (schema: z.ZodString, max: number) =>
  schema.refine((text) => utf8Length(text) <= max, { message: utf8TooLong(max) });
