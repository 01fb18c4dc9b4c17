import { type Address, type Locale, postCodeFitsRegion } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { checkVersion } from '../../platform/edit-version';
import { invalid, notFound } from '../../platform/errors';
import { isServed } from '../shipping/served';
import { isComplete } from './destination';
import { findCountry, findRegion, isIsoCode, nameOfCountry, postCodeFits, regionName } from './geo';

/** A new or edited address takes its country from the list: free text ("Laos", "ລາວ") or nothing is refused. */
export const COUNTRY_FROM_LIST = 'Choose the country of the address from the list';

type Row = {
  id: number;
  real_name: string;
  email: string;
  country: string;
  region_code: string;
  region: string;
  city: string;
  detail: string;
  post_code: string;
  country_code: string;
  phone: string;
  is_default: boolean;
  version: number;
};
const columns = sql`id, real_name, email, country, region_code, region, city, detail, post_code, country_code, phone,
  is_default, version`;

/**
 * An address as answered: `country` is the ISO code of a structured address, free text of an older one;
 * `structured` says whether it can be shipped to as it is (a country of the list and its region where it has them).
 */
export type FullAddress = Address & { countryName: string; regionCode: string; region: string; city: string };

/** The stored (romanised) region, named in the reader's language where the data has it. */
async function regionOfAddress(r: Row, locale: Locale): Promise<string> {
  if (r.region_code === '' || !isIsoCode(r.country)) return r.region;
  const found = await findRegion(r.country, r.region_code);
  return found ? regionName(found, locale) : r.region;
}

async function toAddress(r: Row, locale: Locale): Promise<FullAddress> {
  const structured = await isComplete({ country: r.country, regionCode: r.region_code });
  return {
    id: r.id,
    realName: r.real_name,
    email: r.email,
    country: r.country,
    countryName: await nameOfCountry(r.country, locale),
    regionCode: r.region_code,
    region: await regionOfAddress(r, locale),
    city: r.city,
    structured,
    detail: r.detail,
    postCode: r.post_code,
    countryCode: r.country_code,
    phone: r.phone,
    isDefault: r.is_default,
    version: r.version,
  };
}

export async function listAddresses(db: Queryable, userId: number, locale: Locale = 'en'): Promise<FullAddress[]> {
  const { rows } = await db.execute<Row>(
    sql`SELECT ${columns} FROM addresses WHERE user_id = ${userId} ORDER BY is_default DESC, id DESC`,
  );
  return Promise.all(rows.map((row) => toAddress(row, locale)));
}

/** Another user's address answers 404, like one that does not exist. */
export async function getAddress(
  db: Queryable,
  userId: number,
  id: number,
  locale: Locale = 'en',
): Promise<FullAddress> {
  const { rows } = await db.execute<Row>(
    sql`SELECT ${columns} FROM addresses WHERE id = ${id} AND user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound('Address not found');
  return toAddress(rows[0], locale);
}

/**
 * `getAddress` as a column of another statement: the row as JSON, null when it is not the user's. Checkout reads the
 * chosen address with the checkout it locks (issue 25: one round trip fewer); `addressOf` answers it.
 */
export const addressColumn = (userId: number, id: number): SQL =>
  sql`(SELECT row_to_json(a) FROM (SELECT ${columns} FROM addresses WHERE id = ${id} AND user_id = ${userId}) a)`;

/** The address read by `addressColumn`, or 404 as `getAddress` answers. */
export async function addressOf(row: unknown, locale: Locale = 'en'): Promise<FullAddress> {
  if (!row) throw notFound('Address not found');
  return toAddress(row as Row, locale);
}

export type AddressInput = Omit<Address, 'id' | 'countryName' | 'structured' | 'version'> & {
  id?: number;
  /** To edit (with `id`): the version the form loaded (contract edits.ts). */
  version?: number;
  regionCode: string;
  region: string;
  city: string;
};

/**
 * Every new or edited address is structured and checked against the country and region data: a known country (an
 * ISO code of the list; free text is refused) the mall serves, a region of it (required when regions are known; its
 * name comes from the data), the country's post-code pattern and dial code. Older free-text addresses stay readable
 * but are completed by editing them into this form (issue 21).
 */
export async function checkAddress(db: Queryable, input: AddressInput): Promise<AddressInput> {
  if (!isIsoCode(input.country)) throw invalid(COUNTRY_FROM_LIST);
  const country = await findCountry(input.country);
  if (!country) throw invalid(COUNTRY_FROM_LIST);
  if (!(await isServed(db, country.code))) throw invalid('We do not deliver to this country yet');
  let region = input.region;
  let regionCode = '';
  if (country.hasRegions) {
    if (input.regionCode === '') throw invalid('Choose a province or state');
    const found = await findRegion(country.code, input.regionCode);
    if (!found) throw invalid('Choose a province or state of this country');
    regionCode = found.code;
    region = found.name;
  } else if (input.regionCode !== '') {
    throw invalid('Choose a province or state of this country');
  }
  if (!postCodeFits(country, input.postCode)) throw invalid('The post code does not fit this country');
  // Where a country's post codes name its provinces, the two must agree (audit AN6): freight is priced by the region,
  // the parcel goes by the post code.
  if (regionCode !== '' && !postCodeFitsRegion(country.code, regionCode, input.postCode))
    throw invalid('The post code belongs to another province or state');
  if (country.dialCode !== '' && input.countryCode !== country.dialCode)
    throw invalid('The phone number must use the dial code of the address country');
  return { ...input, country: country.code, regionCode, region, postCode: input.postCode.trim().toUpperCase() };
}

const MAX_ADDRESSES = 50;

/**
 * Creates (no id) or edits an address at the version its form loaded (409 when it changed since); the first one, or
 * one marked default, becomes the only default (the one it replaces has its version raised).
 */
export async function saveAddress(db: Db, userId: number, given: AddressInput) {
  const input = await checkAddress(db, given);
  return db.transaction(async (tx) => {
    // One writer per user at a time keeps "exactly one default" true under parallel requests.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const { rows: counted } = await tx.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM addresses WHERE user_id = ${userId}`,
    );
    const count = counted[0]?.n ?? 0;
    if (input.id !== undefined) {
      const { rows: found } = await tx.execute<{ version: number }>(
        sql`SELECT version FROM addresses WHERE id = ${input.id} AND user_id = ${userId} FOR UPDATE`,
      );
      if (!found[0]) throw notFound('Address not found');
      checkVersion(found[0].version, input.version);
    }
    const makeDefault = input.isDefault || count === 0;
    if (makeDefault)
      await tx.execute(sql`
        UPDATE addresses SET is_default = false, version = version + 1
        WHERE user_id = ${userId} AND is_default AND id <> ${input.id ?? 0}`);
    if (input.id === undefined) {
      if (count >= MAX_ADDRESSES) throw invalid(`At most ${MAX_ADDRESSES} addresses`);
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO addresses (user_id, real_name, email, country, region_code, region, city, detail, post_code,
          country_code, phone, is_default)
        VALUES (${userId}, ${input.realName}, ${input.email}, ${input.country}, ${input.regionCode}, ${input.region},
          ${input.city}, ${input.detail}, ${input.postCode}, ${input.countryCode}, ${input.phone}, ${makeDefault})
        RETURNING id`);
      return { id: rows[0]!.id };
    }
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE addresses SET real_name = ${input.realName}, email = ${input.email}, country = ${input.country},
        region_code = ${input.regionCode}, region = ${input.region}, city = ${input.city}, detail = ${input.detail}, post_code = ${input.postCode}, country_code = ${input.countryCode},
        phone = ${input.phone}, is_default = (is_default OR ${makeDefault}), version = version + 1
      WHERE id = ${input.id} AND user_id = ${userId} RETURNING id`);
    if (!rows[0]) throw notFound('Address not found');
    return { id: rows[0].id };
  });
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const { rows } = await tx.execute<{ is_default: boolean }>(
      sql`DELETE FROM addresses WHERE id = ${id} AND user_id = ${userId} RETURNING is_default`,
    );
    if (!rows[0]) throw notFound('Address not found');
    if (rows[0].is_default) {
      await tx.execute(sql`
        UPDATE addresses SET is_default = true, version = version + 1
        WHERE id = (SELECT id FROM addresses WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)`);
    }
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const { rows } = await tx.execute(sql`SELECT 1 FROM addresses WHERE id = ${id} AND user_id = ${userId}`);
    if (!rows[0]) throw notFound('Address not found');
    await tx.execute(sql`
      UPDATE addresses SET is_default = (id = ${id}), version = version + 1
      WHERE user_id = ${userId} AND is_default <> (id = ${id})`);
  });
}
