import { DEFAULT_LOCALE, type Locale, pickLocale } from '@mall/contract';
import type { FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language the request itself asks for (`lang` query, `locale` cookie, Accept-Language), or undefined when it
 * names none: a page read now follows it before the language stored on the account (which mails, sent later, use).
 */
export function statedLocale(request: FastifyRequest): Locale | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  const cookie = readCookie(request, 'locale');
  const header = request.headers['accept-language'];
  return lang || cookie || header ? pickLocale(lang, cookie, header) : undefined;
}

/** The shopper's language: `lang` query, then the `locale` cookie, then Accept-Language, then en. */
export function requestLocale(request: FastifyRequest): Locale {
  return statedLocale(request) ?? DEFAULT_LOCALE;
}
