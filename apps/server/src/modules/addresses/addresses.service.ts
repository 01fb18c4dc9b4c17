import type { Address } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';

type Row = {
  id: number;
  real_name: string;
  email: string;
  country: string;
  detail: string;
  post_code: string;
  country_code: string;
  phone: string;
  is_default: boolean;
};
const columns = sql`id, real_name, email, country, detail, post_code, country_code, phone, is_default`;

export function toAddress(r: Row): Address {
  return {
    id: r.id,
    realName: r.real_name,
    email: r.email,
    country: r.country,
    detail: r.detail,
    postCode: r.post_code,
    countryCode: r.country_code,
    phone: r.phone,
    isDefault: r.is_default,
  };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const { rows } = await db.execute<Row>(
    sql`SELECT ${columns} FROM addresses WHERE user_id = ${userId} ORDER BY is_default DESC, id DESC`,
  );
  return rows.map(toAddress);
}

/** Another user's address answers 404, like one that does not exist. */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const { rows } = await db.execute<Row>(
    sql`SELECT ${columns} FROM addresses WHERE id = ${id} AND user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound('Address not found');
  return toAddress(rows[0]);
}

const MAX_ADDRESSES = 50;

/** Creates (no id) or edits an address; the first one, or one marked default, becomes the only default. */
export async function saveAddress(db: Db, userId: number, input: Omit<Address, 'id'> & { id?: number }) {
  return db.transaction(async (tx) => {
    // One writer per user at a time keeps "exactly one default" true under parallel requests.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const { rows: counted } = await tx.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM addresses WHERE user_id = ${userId}`,
    );
    const count = counted[0]?.n ?? 0;
    const makeDefault = input.isDefault || count === 0;
    if (makeDefault) await tx.execute(sql`UPDATE addresses SET is_default = false WHERE user_id = ${userId}`);
    if (input.id === undefined) {
      if (count >= MAX_ADDRESSES) throw invalid(`At most ${MAX_ADDRESSES} addresses`);
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO addresses (user_id, real_name, email, country, detail, post_code, country_code, phone, is_default)
        VALUES (${userId}, ${input.realName}, ${input.email}, ${input.country}, ${input.detail}, ${input.postCode},
          ${input.countryCode}, ${input.phone}, ${makeDefault}) RETURNING id`);
      return { id: rows[0]!.id };
    }
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE addresses SET real_name = ${input.realName}, email = ${input.email}, country = ${input.country},
        detail = ${input.detail}, post_code = ${input.postCode}, country_code = ${input.countryCode},
        phone = ${input.phone}, is_default = (is_default OR ${makeDefault})
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
        UPDATE addresses SET is_default = true
        WHERE id = (SELECT id FROM addresses WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)`);
    }
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const { rows } = await tx.execute(sql`SELECT 1 FROM addresses WHERE id = ${id} AND user_id = ${userId}`);
    if (!rows[0]) throw notFound('Address not found');
    await tx.execute(sql`UPDATE addresses SET is_default = (id = ${id}) WHERE user_id = ${userId}`);
  });
}
