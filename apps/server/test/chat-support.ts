import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createSession } from '../src/platform/session';

// Test helpers of the chat suites (imported by tests only).

export type Staff = { token: string; userId: number; merchantId: number };

/** A staff member of a shop (created when `role` is given, else the shop's first staff). */
export async function shopStaff(db: Db, merchantId: number, name?: string): Promise<Staff> {
  let userId: number;
  const existing = name
    ? []
    : (
        await db.execute<{ user_id: number }>(
          sql`SELECT user_id FROM merchant_staff WHERE merchant_id = ${merchantId} ORDER BY (role = 'owner') DESC, id LIMIT 1`,
        )
      ).rows;
  if (!existing[0]) {
    name ??= `staff${merchantId}`;
    const { rows } = await db.execute<{ id: number }>(
      sql`INSERT INTO users (nickname, email) VALUES (${name}, ${`${name}.${Date.now()}${Math.random()}@example.org`}) RETURNING id`,
    );
    userId = rows[0]!.id;
    await db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${userId}, 'staff')`,
    );
  } else userId = existing[0].user_id;
  return { token: await createSession(db, userId), userId, merchantId };
}

/** The demo platform administrator's session. */
export async function adminSession(db: Db): Promise<{ token: string; userId: number }> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  return { token: await createSession(db, rows[0]!.id), userId: rows[0]!.id };
}

/** Open shops other than `except`, in id order. */
export async function openShops(db: Db, except: number[] = []): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id`);
  return rows.map((r) => r.id).filter((id) => !except.includes(id));
}

/** An on-sale product of a shop. */
export async function productOf(db: Db, merchantId: number, n = 0): Promise<{ id: number; name: string }> {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM products WHERE merchant_id = ${merchantId} AND on_sale ORDER BY id LIMIT 1 OFFSET ${n}`,
  );
  return rows[0]!;
}

/** Records an upload as the user's (the upload call itself is tested in users.test.ts). */
export async function uploadOf(db: Db, userId: number): Promise<string> {
  const hex = [...Array(32)].map(() => Math.floor(Math.random() * 16).toString(16)).join('');
  const path = `/uploads/u/2026-11/${hex}.jpg`;
  await db.execute(sql`INSERT INTO uploads (path, user_id) VALUES (${path}, ${userId})`);
  return path;
}
