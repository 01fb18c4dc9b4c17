import { type SQL, sql } from 'drizzle-orm';

/**
 * A shop's rating as shoppers see it: its stored average (one decimal, a JSON number as a product's rating is, audit
 * FX16) once it has a review, null before (the storefront says "no ratings yet" instead of the column's starting 5.0). `alias` is the merchants row's alias in
 * the caller's query (a fixed name, never from a request).
 */
export function shopRatingSql(alias: 'm'): SQL {
  const m = sql.raw(alias);
  return sql`CASE WHEN EXISTS (SELECT 1 FROM reviews r WHERE r.merchant_id = ${m}.id) THEN ${m}.rating::float8 END`;
}
