import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes sent by email or SMS. Only the hash is kept; a code lives 10 minutes, is used once and allows
 * five attempts (DESIGN.md section 4).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** register, login, reset, settle … */
    purpose: text('purpose').notNull(),
    /** A lower-case email address or a phone number with its dial code, e.g. +8613800000000. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/** Messages that no real transport took (no SMTP_URL or SMS provider configured), for the operator to see. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every server process (RATE_LIMIT_STORE=postgres, the default). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** QR-code sign-in: the desktop shows a one-time key; a signed-in phone confirms it. */
export const qrLogins = pgTable('qr_logins', {
  keyHash: text('key_hash').primaryKey(),
  status: text('status').notNull().default('waiting'),
  userId: integer('user_id'),
  /** The session that confirmed the code: the desktop gets a session only while this one is live (audit AN2). */
  sessionId: integer('session_id'),
  /** SHA-256 of the random value in the requesting desktop's httpOnly cookie: only that desktop's poll gets the session. */
  browserHash: text('browser_hash').notNull().default(''),
  /** The asking computer's User-Agent (cut to 512 characters) and address, shown on the phone (audit AN3). */
  desktopAgent: text('desktop_agent').notNull().default(''),
  desktopIp: text('desktop_ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Captcha challenges: the answer's hash, single use. */
export const captchas = pgTable('captchas', {
  keyHash: text('key_hash').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** State of a social sign-in between the redirect and the callback (PKCE verifier, nonce). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** SHA-256 of the random value in the starting browser's httpOnly cookie: a callback from any other browser fails. */
  browserHash: text('browser_hash').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Links a user to an account at a social provider. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account's owner removed the link: the provider account no longer opens the account (audit AN1). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * Every stored upload and who sent it: a picture may be referenced (avatar, voucher, review, application, product)
 * only by the user who uploaded it, or by the staff of the shop it was uploaded for.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Canonical path, e.g. /uploads/u/2026-11/<32 hex>.jpg */
    path: text('path').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The shop a staff member uploaded for (null for a shopper's own upload). */
    merchantId: integer('merchant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
