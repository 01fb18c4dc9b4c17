import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';

/**
 * `password`: the proof a signed-in account without a password gives before setting one (audit AN9); `account`: the
 * owner's proof, at the account's own phone or address, before its e-mail or phone changes or it closes; `email` and
 * `phone`: the code sent to a new address or number, which proves it is the owner's (audit AN8). A code of one
 * purpose never serves another (a `phone` code does not sign in as an `sms` one would).
 */
export type CodePurpose = 'register' | 'reset' | 'sms' | 'settle' | 'password' | 'account' | 'email' | 'phone';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

const hashCode = (target: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');

/**
 * Issues a six-digit code for a target (email or +dial phone), refusing a resend within 60 seconds. Earlier codes
 * of the same purpose stop working. `count` runs in the same transaction once the resend guard let the code through,
 * before it is stored: it counts the code against the target's allowance and may refuse it (everything rolls back).
 */
export async function issueCode(
  db: Db,
  target: string,
  purpose: CodePurpose,
  count?: (tx: Tx) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Serialise issuing per target so that two parallel sends cannot both pass the resend check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target}`}))`);
    const { rows } = await tx.execute<{ wait: number }>(sql`
      SELECT ceil(${CODE_RESEND_SECONDS} - extract(epoch FROM now() - created_at))::int AS wait
      FROM verification_codes WHERE target = ${target} AND purpose = ${purpose}
      ORDER BY created_at DESC LIMIT 1`);
    const wait = rows[0]?.wait ?? 0;
    if (wait > 0) throw new AppError(429, `Please wait ${wait} seconds before asking for another code`);
    await count?.(tx);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.execute(sql`
      UPDATE verification_codes SET used_at = now()
      WHERE target = ${target} AND purpose = ${purpose} AND used_at IS NULL`);
    await tx.execute(sql`
      INSERT INTO verification_codes (purpose, target, code_hash, expires_at)
      VALUES (${purpose}, ${target}, ${hashCode(target, purpose, code)},
        now() + make_interval(mins => ${CODE_TTL_MINUTES}))`);
    return code;
  });
}

/**
 * Spends a code: right once, within 10 minutes and 5 attempts. Its own transaction, committed before the caller
 * goes on, so that a wrong attempt is counted even though the caller's request fails.
 */
export async function consumeCode(db: Db, target: string, purpose: CodePurpose, code: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; code_hash: string; attempts: number }>(sql`
      SELECT id, code_hash, attempts FROM verification_codes
      WHERE target = ${target} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`);
    const row = rows[0];
    if (!row) return 'wrong';
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
    if (row.code_hash !== hashCode(target, purpose, code)) {
      await tx.execute(sql`UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ${row.id}`);
      return 'wrong';
    }
    await tx.execute(sql`UPDATE verification_codes SET used_at = now() WHERE id = ${row.id}`);
    return 'ok';
  });
  if (outcome === 'exhausted') throw new AppError(400, 'Too many wrong codes, please ask for a new one');
  if (outcome === 'wrong') throw new AppError(400, 'The verification code is wrong or has expired');
}

/**
 * Spends every open code of `purpose` for these targets, so that none of them works any more: a password change, an
 * e-mail change or a reset ends the account's open reset codes (audit FN2: a reset code asked before the owner changed
 * the password, say after an unexpected "reset code" mail, still reset it afterwards).
 */
export async function spendOpenCodes(db: Queryable, targets: string[], purpose: CodePurpose): Promise<void> {
  for (const target of targets) {
    await db.execute(sql`
      UPDATE verification_codes SET used_at = now()
      WHERE target = ${target} AND purpose = ${purpose} AND used_at IS NULL`);
  }
}
