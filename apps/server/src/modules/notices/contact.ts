import { sql } from 'drizzle-orm';

/**
 * Where a reader `u` (users) is written to: their account's email and phone, or, for a guest, the email and phone the
 * guest entry took (`guest_email`: "email", or "email +66 812345678"), so that a guest buyer hears of their order too
 * (audit L6). The only place that reads a guest's contact for sending.
 */
const guestPart = (n: number) => sql`CASE WHEN u.is_guest THEN nullif(split_part(u.guest_email, ' ', ${n}), '') END`;
export const readerEmail = sql`coalesce(nullif(u.email, ''), ${guestPart(1)})`;
export const readerPhone = sql`coalesce(nullif(u.phone, ''), ${guestPart(3)})`;
export const readerCountryCode = sql`CASE WHEN coalesce(u.phone, '') = '' AND u.is_guest
  THEN nullif(split_part(u.guest_email, ' ', 2), '') ELSE u.country_code END`;
