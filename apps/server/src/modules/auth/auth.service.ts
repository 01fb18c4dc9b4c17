import { type Locale, passwordMessage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifyCaptcha } from '../../platform/captcha';
import { AppError, forbidden, invalid, notFound } from '../../platform/errors';
import type { Email, Messaging } from '../../platform/messaging';
import {
  clearHits,
  countDone,
  countHit,
  currentHits,
  limit,
  limitAttempt,
  peekLimit,
  type RateLimits,
} from '../../platform/rate-limit';
import { ACCOUNT_DISABLED, createSession, revokeAllSessions, revokeSession } from '../../platform/session';
import { getSetting, guestsOpen } from '../content/settings';
import { codeText } from '../notices/templates';
import { followLocale } from '../users/account-locale';
import { type CodePurpose, consumeCode, issueCode, spendOpenCodes } from './codes';
import { hashPassword, verifyPassword } from './passwords';

/**
 * `locale`: the request's language; codes are written in it and a new account keeps it (notices, issue 27). `agent`:
 * the browser's User-Agent, kept with a new session for the account's devices list (audit AN8). `stated`: the language
 * the request names, if any (the same one as `locale`): every sign-in stores it as the account's (audit FZ1).
 */
export type AuthContext = {
  db: Db;
  messaging: Messaging;
  ip: string;
  rateLimits: RateLimits;
  locale?: Locale;
  stated?: Locale | undefined;
  agent?: string;
};
export type SignedIn = { token: string; id: number; nickname: string; avatar: string; isNew: boolean };
export type Captcha = { imageKey?: string | undefined; imageCode?: string | undefined };

const WRONG_CREDENTIALS = 'The account or password is incorrect';
const FAIL_WINDOW = 900;
/**
 * Failed password sign-ins one address may make in the window, on any accounts: the hard ceiling against a flood. Well
 * above the failures after which the address must solve the picture challenge (ADDRESS_CAPTCHA_AFTER_FAILURES): past
 * those, an attempt with a solved challenge is judged, so that the wrong guesses of others on a shared office or
 * carrier address never refuse a colleague's right password (audit FN3); each account keeps its own limit per address
 * (ATTEMPTS_PER_ACCOUNT_AND_ADDRESS) and its challenge after failures from anywhere.
 */
const ATTEMPTS_PER_ADDRESS = 300;
/** Wrong SMS codes one address may try in the window (each code also dies after five, and each send needs a picture). */
const SMS_ATTEMPTS_PER_ADDRESS = 30;
/** Failures on one account from one address after which that address must solve the challenge for it. */
const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failures from one address on any accounts after which that address must solve the challenge for every account
 * (guessing across accounts); higher than the per-account figure, so a shared office or carrier address is not
 * challenged because a few people mistyped.
 */
const ADDRESS_CAPTCHA_AFTER_FAILURES = 10;
/** Failures of one account, from any addresses, after which everyone signing in to it must solve the challenge. */
const ACCOUNT_CAPTCHA_AFTER_FAILURES = 10;
/**
 * Failed attempts one address may make on one account in the window: guessing stays slow, the owner elsewhere is
 * free. Like ATTEMPTS_PER_ADDRESS, a sign-in that succeeds is given back (audit AG3): the limits slow guessing, and an
 * office or carrier address shared by many people, or one person on several devices, guesses nothing.
 */
const ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 10;

/**
 * Code 422 is the one signal that a picture challenge is due (or the one sent was wrong or spent): the storefront
 * dialog and the console sign-in then show the picture and send `imageKey` and `imageCode` with the next try.
 */
export const CAPTCHA_REQUIRED = new AppError(422, 'Enter the characters shown in the picture');
const CAPTCHA_WRONG = new AppError(422, 'The characters do not match the picture, please try again');

type UserRow = { id: number; nickname: string; avatar: string; password_hash: string | null; is_guest: boolean };

async function signedIn(
  ctx: Pick<AuthContext, 'db' | 'agent' | 'stated'>,
  user: Pick<UserRow, 'id' | 'nickname' | 'avatar'>,
  isNew = false,
): Promise<SignedIn> {
  const token = await createSession(ctx.db, user.id, ctx.agent);
  // The mails sent later are written in the language the person signs in with (audit FZ1).
  await followLocale(ctx.db, user.id, ctx.stated);
  return { token, id: user.id, nickname: user.nickname, avatar: user.avatar, isNew };
}

/**
 * A picture challenge that was sent is always checked (and spent), even when none was due; one that is due and
 * missing or wrong answers 422.
 */
async function checkCaptcha(db: Db, captcha: Captcha, due: boolean): Promise<void> {
  const sent = captcha.imageKey !== undefined || captcha.imageCode !== undefined;
  if (!due && !sent) return;
  if (!(await verifyCaptcha(db, captcha.imageKey, captcha.imageCode))) throw sent ? CAPTCHA_WRONG : CAPTCHA_REQUIRED;
}

/**
 * Password sign-in by email or phone. An unknown account and a wrong password answer the same, in the same time; a
 * disabled account is refused only after its password was right (createSession), so only its owner learns it.
 *
 * Guessing is slowed without letting a stranger lock the owner out (Hardening item 5): attempts are limited per
 * address and per (account, address), never per account alone, and a success is given back, so only failures use
 * the limits up. Failures are counted per (account, address), per
 * address and per account; an address with failures must solve the picture challenge, and an account with many
 * failures from anywhere makes everyone solve it, so the owner signs in with challenge and password.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  who: { email: string } | { countryCode: string; phone: string },
  password: string,
  captcha: Captcha,
): Promise<SignedIn> {
  const account = 'email' in who ? who.email : `${who.countryCode}${who.phone}`;
  const pair = `${account}|${ctx.ip}`;
  const attempts = [
    await limitAttempt(ctx.rateLimits, `signin:ip:${ctx.ip}`, ATTEMPTS_PER_ADDRESS, FAIL_WINDOW),
    await limitAttempt(ctx.rateLimits, `signin:acct-ip:${pair}`, ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, FAIL_WINDOW),
  ];
  const [pairFailures, addressFailures, accountFailures] = await Promise.all([
    currentHits(ctx.db, `signin-fail:acct-ip:${pair}`, FAIL_WINDOW),
    currentHits(ctx.db, `signin-fail:ip:${ctx.ip}`, FAIL_WINDOW),
    currentHits(ctx.db, `signin-fail:acct:${account}`, FAIL_WINDOW),
  ]);
  const due =
    pairFailures >= CAPTCHA_AFTER_FAILURES ||
    addressFailures >= ADDRESS_CAPTCHA_AFTER_FAILURES ||
    accountFailures >= ACCOUNT_CAPTCHA_AFTER_FAILURES;
  await checkCaptcha(ctx.db, captcha, due);
  const where =
    'email' in who ? sql`email = ${who.email}` : sql`country_code = ${who.countryCode} AND phone = ${who.phone}`;
  const { rows } = await ctx.db.execute<UserRow>(
    sql`SELECT id, nickname, avatar, password_hash, is_guest FROM users WHERE ${where} AND NOT is_guest`,
  );
  const user = rows[0];
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) {
    await countHit(ctx.db, `signin-fail:acct-ip:${pair}`, FAIL_WINDOW);
    await countHit(ctx.db, `signin-fail:ip:${ctx.ip}`, FAIL_WINDOW);
    await countHit(ctx.db, `signin-fail:acct:${account}`, FAIL_WINDOW);
    throw invalid(WRONG_CREDENTIALS);
  }
  // The owner's success clears their own address only: an attack on the account from elsewhere keeps its challenge.
  await clearHits(ctx.db, `signin-fail:acct-ip:${pair}`);
  for (const attempt of attempts) await attempt.giveBack();
  return signedIn(ctx, user);
}

/**
 * Codes one client address may have sent to one e-mail address or phone in an hour: the share of each requester, so
 * a stranger who asks for someone else's codes spends only his own share, never the owner's (audit FN1).
 */
const CODES_PER_TARGET_AND_ADDRESS = 5;
/**
 * Codes one e-mail address or phone may get in an hour from all requesters together: the ceiling against a flood
 * spread over many client addresses. Every code past the first one of the hour asked from elsewhere needs a solved
 * picture challenge (guardCodeSending), so only a person solving many pictures can reach it.
 */
const CODES_PER_TARGET = 20;
const CODE_WINDOW = 3600;
const tooManyForTarget = (wait: string) => `Too many codes for this address, please try again in ${wait}`;
const targetKey = (target: string) => `code:target:${target}`;
const targetAndAddressKey = (target: string, ip: string) => `code:target-ip:${target}|${ip}`;

/**
 * Code sending is limited per client address, per (target, client address) and per target. The picture challenge
 * (headers `X-Captcha-Key` and `X-Captcha-Code`, or form fields `imageKey` and `imageCode` for the SMS call) is due
 * on every SMS (each one costs money: SMS pumping); for e-mail after three sends from a client address, and on every
 * send to a target that already got a code this hour asked from another client address, so that a script spraying
 * requests over many addresses needs one solved challenge per mail while the owner passes by solving one. A
 * challenge that is sent is always checked.
 * The allowances count only codes issued (issueCountedCode): a request refused here, by the challenge or by the
 * 60-second resend guard uses none of them (audit AN15). A stranger's codes count against his own share of the
 * target and the target's ceiling, never against the owner's share, so strangers cannot lock the owner out of reset,
 * registration or SMS sign-in (audit FN1); this only looks whether one is used up, to say so with the time left.
 */
export async function guardCodeSending(
  ctx: Pick<AuthContext, 'db' | 'rateLimits' | 'ip'>,
  target: string,
  captcha: Captcha,
  always = false,
): Promise<void> {
  await limit(ctx.rateLimits, `code:ip:${ctx.ip}`, 20, CODE_WINDOW, 'Too many codes requested, please try again later');
  const pair = targetAndAddressKey(target, ctx.ip);
  await peekLimit(ctx.rateLimits, pair, CODES_PER_TARGET_AND_ADDRESS, CODE_WINDOW, tooManyForTarget);
  await peekLimit(ctx.rateLimits, targetKey(target), CODES_PER_TARGET, CODE_WINDOW, tooManyForTarget);
  const [recent, forTarget, forPair] = await Promise.all([
    currentHits(ctx.db, `code:ip:${ctx.ip}`, CODE_WINDOW),
    currentHits(ctx.db, targetKey(target), CODE_WINDOW),
    currentHits(ctx.db, pair, CODE_WINDOW),
  ]);
  const askedElsewhere = forTarget > forPair;
  await checkCaptcha(ctx.db, captcha, always || recent > CAPTCHA_AFTER_FAILURES || askedElsewhere);
}

/**
 * Issues a code after guardCodeSending and counts it against the requester's share of the target and the target's
 * ceiling in the same transaction, so that parallel requests (of any purpose) never issue more than either allows.
 */
export async function issueCountedCode(
  ctx: Pick<AuthContext, 'db' | 'rateLimits' | 'ip'>,
  target: string,
  purpose: CodePurpose,
): Promise<string> {
  return issueCode(ctx.db, target, purpose, async (tx) => {
    const pair = targetAndAddressKey(target, ctx.ip);
    await countDone(ctx.rateLimits, tx, pair, CODES_PER_TARGET_AND_ADDRESS, CODE_WINDOW, tooManyForTarget);
    await countDone(ctx.rateLimits, tx, targetKey(target), CODES_PER_TARGET, CODE_WINDOW, tooManyForTarget);
  });
}

async function findUserId(db: Db, where: ReturnType<typeof sql>): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE ${where} AND NOT is_guest`);
  return rows[0]?.id ?? null;
}

/**
 * The registration code. For an address that already has an account, a notice goes out instead of a code, and
 * the caller gets the same answer either way (no enumeration). A code is issued in both branches (the one of a taken
 * address is never sent), so both meet the 60-second resend guard and a second request within a minute answers the
 * same 429 whether or not the address has an account (audit AG8); both branches also send one mail.
 */
export async function sendRegisterEmailCode(ctx: AuthContext, email: string, captcha: Captcha): Promise<void> {
  await guardCodeSending(ctx, email, captcha);
  const taken = (await findUserId(ctx.db, sql`email = ${email}`)) !== null;
  const code = await issueCountedCode(ctx, email, 'register');
  const mail = taken
    ? codeText(ctx.locale ?? 'en', 'account_exists')
    : codeText(ctx.locale ?? 'en', 'code_register', code);
  await ctx.messaging.sendEmail({ to: email, ...mail });
}

/**
 * The password-reset code, sent only when the account exists; the answer is the same either way. As for
 * registration, a code is issued in both branches (an unknown address's is never sent, and resetPassword refuses it
 * like a wrong one), so the resend guard answers alike (audit AG8). Only one branch has a mail to send, and its time
 * would tell the branches apart: the mail is handed back for the route to send after answering.
 */
export async function sendResetEmailCode(ctx: AuthContext, email: string, captcha: Captcha): Promise<Email | null> {
  await guardCodeSending(ctx, email, captcha);
  const exists = (await findUserId(ctx.db, sql`email = ${email}`)) !== null;
  const code = await issueCountedCode(ctx, email, 'reset');
  return exists ? { to: email, ...codeText(ctx.locale ?? 'en', 'code_reset', code) } : null;
}

export async function sendSmsCode(ctx: AuthContext, countryCode: string, phone: string, captcha: Captcha) {
  const target = `${countryCode}${phone}`;
  ctx.messaging.checkSmsTarget(target);
  await guardCodeSending(ctx, target, captcha, true);
  const code = await issueCountedCode(ctx, target, 'sms');
  await ctx.messaging.sendSms({ to: target, text: codeText(ctx.locale ?? 'en', 'code_sms', code).text });
}

function checkNewPassword(password: string): void {
  const problem = passwordMessage(password);
  if (problem) throw invalid(problem);
}

const nicknameFrom = (seed: string) =>
  `${seed.replace(/@.*/, '').slice(0, 12) || 'user'}${Math.floor(Math.random() * 900 + 100)}`;

export async function registerByEmail(ctx: AuthContext, email: string, code: string, password: string) {
  await limit(ctx.rateLimits, `register:ip:${ctx.ip}`, 10, 3600);
  checkNewPassword(password);
  await consumeCode(ctx.db, email, 'register', code);
  const passwordHash = await hashPassword(password);
  const { rows } = await ctx.db.execute<UserRow>(sql`
    INSERT INTO users (email, password_hash, nickname, locale)
    VALUES (${email}, ${passwordHash}, ${nicknameFrom(email)}, ${ctx.locale ?? null})
    ON CONFLICT DO NOTHING RETURNING id, nickname, avatar, password_hash, is_guest`);
  if (!rows[0]) throw invalid('This email address is already registered, please sign in');
  return signedIn(ctx, rows[0], true);
}

export async function registerByPhone(
  ctx: AuthContext,
  countryCode: string,
  phone: string,
  code: string,
  password: string,
) {
  await limit(ctx.rateLimits, `register:ip:${ctx.ip}`, 10, 3600);
  checkNewPassword(password);
  await consumeCode(ctx.db, `${countryCode}${phone}`, 'sms', code);
  const passwordHash = await hashPassword(password);
  const { rows } = await ctx.db.execute<UserRow>(sql`
    INSERT INTO users (country_code, phone, password_hash, nickname, locale)
    VALUES (${countryCode}, ${phone}, ${passwordHash}, ${nicknameFrom(phone.slice(-4))}, ${ctx.locale ?? null})
    ON CONFLICT DO NOTHING RETURNING id, nickname, avatar, password_hash, is_guest`);
  // The code proved the phone is the caller's, so saying it is taken reveals nothing to a stranger.
  if (!rows[0]) throw invalid('This phone number is already registered, please sign in');
  return signedIn(ctx, rows[0], true);
}

/** SMS quick sign-in: a phone without an account gets one (no password; it can be set by a reset later). */
export const NO_ACCOUNT_FOR_PHONE = 'No account uses this number; sign in with the e-mail of your shop account';

/**
 * Signs in with an SMS code, registering an unknown number as a new shopper (the storefront's way). With
 * `existingOnly` (the console), an unknown number is refused once its code is checked, so that only the number's
 * owner learns it, and nothing is created (audit CE7: a mistyped number made a shopper account).
 */
export async function signInWithSmsCode(
  ctx: AuthContext,
  countryCode: string,
  phone: string,
  code: string,
  existingOnly = false,
) {
  // Counted as password sign-ins are: a wrong code uses the address's limit up, a right one is given back (AG3). A
  // limit of its own, so that others' wrong passwords on a shared address never stop an SMS sign-in (audit FN3).
  const attempt = await limitAttempt(ctx.rateLimits, `signin-sms:ip:${ctx.ip}`, SMS_ATTEMPTS_PER_ADDRESS, FAIL_WINDOW);
  await consumeCode(ctx.db, `${countryCode}${phone}`, 'sms', code);
  await attempt.giveBack();
  if (existingOnly) {
    const { rows } = await ctx.db.execute<UserRow>(sql`
      SELECT id, nickname, avatar, password_hash, is_guest FROM users
      WHERE country_code = ${countryCode} AND phone = ${phone}`);
    if (!rows[0]) throw notFound(NO_ACCOUNT_FOR_PHONE);
    return signedIn(ctx, rows[0]);
  }
  const { rows } = await ctx.db.execute<UserRow & { inserted: boolean }>(sql`
    INSERT INTO users (country_code, phone, nickname, locale)
    VALUES (${countryCode}, ${phone}, ${nicknameFrom(phone.slice(-4))}, ${ctx.locale ?? null})
    ON CONFLICT (country_code, phone) DO UPDATE SET phone = EXCLUDED.phone
    RETURNING id, nickname, avatar, password_hash, is_guest, (xmax = 0) AS inserted`);
  const user = rows[0];
  if (!user) throw invalid(WRONG_CREDENTIALS);
  return signedIn(ctx, user, user.inserted);
}

/** Guest (tourist) entry: allowed only while the operator has it switched on. */
export async function signInAsGuest(ctx: AuthContext, email: string, countryCode: string, phone: string) {
  const methods = await getSetting(ctx.db, 'loginMethods');
  const home = await getSetting(ctx.db, 'home');
  if (!guestsOpen(methods, home)) throw forbidden('Guest sign-in is not open');
  await limit(ctx.rateLimits, `guest:ip:${ctx.ip}`, 10, 3600);
  const contact = phone ? `${email} ${countryCode} ${phone}`.slice(0, 300) : email;
  const { rows } = await ctx.db.execute<UserRow>(sql`
    INSERT INTO users (nickname, is_guest, guest_email, locale)
    VALUES (${`Guest ${email.slice(0, 2)}***`}, true, ${contact}, ${ctx.locale ?? null})
    RETURNING id, nickname, avatar, password_hash, is_guest`);
  return signedIn(ctx, rows[0]!, true);
}

/**
 * Resets the password with an emailed code; every session of the account ends. A disabled account is refused once
 * the code is checked (so only the owner of the address learns it) and keeps its password: a reset must not be a
 * way around the administrator's decision, and the owner learns why at once rather than at the next sign-in.
 */
export async function resetPassword(ctx: AuthContext, email: string, code: string, newPassword: string) {
  await limit(ctx.rateLimits, `reset:ip:${ctx.ip}`, 20, 3600);
  checkNewPassword(newPassword);
  await consumeCode(ctx.db, email, 'reset', code);
  const userId = await findUserId(ctx.db, sql`email = ${email}`);
  if (!userId) throw invalid('The verification code is wrong or has expired');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId} AND disabled_at IS NULL RETURNING id`,
    );
    if (!rows[0]) throw forbidden(ACCOUNT_DISABLED);
    await spendOpenCodes(tx, [email], 'reset');
    await revokeAllSessions(tx, userId);
  });
}

export async function logout(db: Db, sessionId: number | null): Promise<void> {
  if (sessionId !== null) await revokeSession(db, sessionId);
}
