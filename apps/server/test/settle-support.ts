import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../src/db/client';
import type { FastifyZod } from '../src/platform/fastify';
import { createSession } from '../src/platform/session';

/** Helpers shared by the settle and admin-review tests (not part of the app). */

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

let colour = 0;
/** Uploads a small PNG through the real upload call and answers its address. */
export async function uploadPicture(app: FastifyZod, token: string): Promise<string> {
  colour = (colour + 37) % 256;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: colour, g: 80, b: 60 } } })
    .png()
    .toBuffer();
  const boundary = '----settleupload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/front/upload/image',
    payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth(token) },
  });
  const body = res.json() as { code: number; data: { url: string } };
  if (body.code !== 200) throw new Error(`upload failed: ${res.body}`);
  return body.data.url;
}

/** The six-digit code of the newest email to `to` in the outbox (no SMTP in tests). */
export async function codeFromOutbox(db: Db, to: string): Promise<string> {
  const { rows } = await db.execute<{ subject: string }>(
    sql`SELECT subject FROM outbox WHERE recipient = ${to} ORDER BY id DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** Lets the next code be sent at once (the 60-second resend rule is tested on its own). */
export async function forgetResendWait(db: Db, target: string): Promise<void> {
  await db.execute(
    sql`UPDATE verification_codes SET created_at = created_at - interval '2 minutes' WHERE target = ${target}`,
  );
}

export async function firstChoices(db: Db): Promise<{ categoryId: number; typeId: number }> {
  const { rows } = await db.execute<{ category_id: number; type_id: number }>(sql`
    SELECT (SELECT min(id) FROM merchant_categories) AS category_id, (SELECT min(id) FROM merchant_types) AS type_id`);
  return { categoryId: rows[0]!.category_id, typeId: rows[0]!.type_id };
}

export async function adminToken(db: Db): Promise<string> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  return createSession(db, rows[0]!.id);
}

let serial = 0;
/** A unique company name for this run. */
export const companyName = (tag = 'Shop') => `${tag} ${Date.now().toString(36)}${++serial}`;

let applicants = 0;
/** Applies to settle through the real calls (code, form) with these pictures; answers the application's id. */
export async function applyWith(app: FastifyZod, db: Db, token: string, pictures: string[]): Promise<number> {
  const email = `documents.${Date.now().toString(36)}${++applicants}@example.org`;
  const ip = `10.77.${Math.floor(applicants / 250)}.${(applicants % 250) + 1}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/front/merchant/settled/captcha',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...auth(token) },
    payload: JSON.stringify({ email }),
  });
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  const form = {
    name: companyName('Documents'),
    realName: 'Ana Ruiz',
    phone: '5551234567',
    email,
    captcha: await codeFromOutbox(db, email),
    ...(await firstChoices(db)),
    qualificationPictures: pictures,
    agreement: true,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/front/merchant/settled/apply',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...auth(token) },
    payload: JSON.stringify(form),
  });
  const body = res.json() as { code: number; data: { id: number } };
  if (body.code !== 200) throw new Error(`application refused: ${res.body}`);
  return body.data.id;
}
