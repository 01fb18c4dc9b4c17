export { readCookie } from './locale';

export type CookieOptions = {
  /** Only requests under this path carry the cookie. */
  path: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
  /** Sent over https only: set when the shop's public address is https. */
  secure: boolean;
};

/**
 * A `Set-Cookie` line for a cookie the page's scripts never see (HttpOnly) and that other sites' requests do not
 * carry, except top-level navigations such as a provider's redirect back (SameSite=Lax). `value` must be cookie-safe
 * (base64url, for example).
 */
export function serverCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
