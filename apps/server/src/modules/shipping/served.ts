import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invalid } from '../../platform/errors';
import { findCountry } from '../addresses/geo';
import { getSetting, type Setting } from '../content/settings';

/** The countries the mall delivers to (platform setting `shipping`); null when it serves every country. */
export async function servedCountries(db: Queryable): Promise<ReadonlySet<string> | null> {
  return servedOf(await getSetting(db, 'shipping'));
}

/** The served countries of the `shipping` setting (read with another statement: `settingValue('shipping')`). */
export function servedOf({ countries }: Setting<'shipping'>): ReadonlySet<string> | null {
  return countries.length > 0 ? new Set(countries) : null;
}

export async function isServed(db: Queryable, country: string): Promise<boolean> {
  const served = await servedCountries(db);
  return served === null || served.has(country.toUpperCase());
}

/** Saves the served countries (each a known ISO code, kept once, sorted); an empty list serves every country. */
export async function saveServedCountries(db: Queryable, countries: string[]): Promise<{ countries: string[] }> {
  const unique = [...new Set(countries.map((c) => c.toUpperCase()))].sort();
  for (const code of unique) if (!(await findCountry(code))) throw invalid('Choose a country');
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES ('shipping', ${JSON.stringify({ countries: unique })}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = settings.value || excluded.value, updated_at = now()`);
  return { countries: unique };
}
