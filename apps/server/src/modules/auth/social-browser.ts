import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { serverCookie } from '../../platform/cookies';
import type { SocialProvider } from './social-providers';

/**
 * The browser that starts a social sign-in gets a random value in an httpOnly cookie; its state row keeps only the
 * value's SHA-256. The callback and the code exchange go on only with the same value, so a callback link made in
 * one browser (an attacker's sign-in) signs nobody in anywhere else (login CSRF).
 */
export const BROWSER_COOKIE = 'mall_oauth_browser';

/** How long the cookie lives: as long as the state row is good. */
const MAX_AGE_S = 10 * 60;

/** The cookie goes only to this provider's sign-in paths: the provider's callback and the code post. */
const cookiePath = (provider: SocialProvider) => `/api/front/login/${provider}`;
const secure = (config: Config) => config.publicUrl.startsWith('https:');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new binding: the cookie's value and the hash kept with the state. */
export function newBrowserBinding(): { value: string; hash: string } {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: sha256(value) };
}

/** Whether the cookie the request carries is the one the sign-in was started with (compared in constant time). */
export function sameBrowser(cookie: string | undefined, savedHash: string): boolean {
  if (!cookie || !savedHash) return false;
  const given = Buffer.from(sha256(cookie), 'hex');
  const saved = Buffer.from(savedHash, 'hex');
  return saved.length === given.length && timingSafeEqual(given, saved);
}

export function browserCookie(config: Config, provider: SocialProvider, value: string): string {
  return serverCookie(BROWSER_COOKIE, value, { path: cookiePath(provider), maxAge: MAX_AGE_S, secure: secure(config) });
}

/** Removes the cookie: after the code exchange, or when the callback was refused. */
export function clearedBrowserCookie(config: Config, provider: SocialProvider): string {
  return serverCookie(BROWSER_COOKIE, '', { path: cookiePath(provider), maxAge: 0, secure: secure(config) });
}
