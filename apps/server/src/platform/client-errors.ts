import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale, namedLocale } from '@mall/contract';
import type { FastifyBaseLogger } from 'fastify';
import { cookieIn } from './locale';
import { translateMessage } from './messages';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (audit GZ2): headers beyond Node's limit
 * (`maxHeaderSize`, 16 KB for the request line and the headers together: a URL with 10,000 ids), a request that did
 * not arrive in time, bytes that are no HTTP. Fastify answered them with its own JSON (`{"error":"Request Header
 * Fields Too Large",…}`), in English, outside the envelope; they answer the envelope now, with the same statuses.
 * The limit stays where it is: Node's parser holds up to `maxHeaderSize` bytes of every request's head before it is
 * read, so raising it for a few URLs raises what every connection may hold (and behind deploy/nginx.conf, nginx's
 * default of 8 KB a line answers a longer URL with its 414 before the app sees it). The list parameters' own bounds
 * answer their 400 below it: `cids` and `merIds` 400 characters (at most 1.2 KB encoded), `attrs` 2000 (2 to 6 KB in
 * Latin letters; only an `attrs` of some 1,700 Thai or Lao letters and more, 9 bytes each encoded, meets this first).
 */
export const clientErrorMessages = {
  tooLarge: 'The request is too long (its web address and headers): choose fewer filters or items at once',
  timeout: 'The request took too long to arrive; please try again',
  unreadable: 'The request could not be read',
} as const;

/** Node's parse error: its code, and the packet it stopped in (typed loosely by Fastify, a Buffer at run time). */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** At most this much of a header's value is read for its language (Accept-Language is a short list). */
const HEADER_READ = 1000;

/**
 * The language the refused request states, read from the bytes Node had received when it refused it (`rawPacket`,
 * the packet in which it stopped, at most 64 KB): the `lang` query of its request line, `X-Locale`, the `locale`
 * cookie, Accept-Language, in the order `statedLocale` follows. Only whole header lines before the blank line count;
 * the packet's first line counts only as a whole request line (else it is the end of a line cut by the packet). When
 * the headers are beyond that packet (a URL beyond 64 KB) the language is unknown: undefined.
 */
export function refusedRequestLocale(raw: unknown): Locale | undefined {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const lines = (end >= 0 ? text.slice(0, end) : text).split('\r\n');
  // Without the blank line, the last line may be cut by the packet's end.
  if (end < 0) lines.pop();
  const first = /^[A-Z]+ (\S+) HTTP\/1\.[01]$/.exec(lines[0] ?? '');
  let lang: string | undefined;
  if (first) {
    const query = first[1]!.indexOf('?');
    if (query >= 0) lang = new URLSearchParams(first[1]!.slice(query + 1)).get('lang') ?? undefined;
  }
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1, colon + 1 + HEADER_READ).trim());
  }
  return namedLocale(
    lang?.slice(0, HEADER_READ),
    headers.get(LOCALE_HEADER.toLowerCase()),
    cookieIn(headers.get('cookie'), 'locale'),
    headers.get('accept-language'),
  );
}

/** The envelope a refused request gets: its status, and the message in the language it states, else English. */
export function clientErrorAnswer(error: ClientError): { status: number; locale: Locale; body: string } {
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, clientErrorMessages.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, clientErrorMessages.timeout]
        : [400, clientErrorMessages.unreadable];
  const locale = refusedRequestLocale(error.rawPacket) ?? DEFAULT_LOCALE;
  const body = JSON.stringify({ code: status, message: translateMessage(message, locale), data: null });
  return { status, locale, body };
}

/**
 * Fastify's `clientErrorHandler` (called with the Fastify instance as `this`): writes the answer on the socket and
 * closes it, as Fastify's own did.
 */
export function answerClientError(this: { log: FastifyBaseLogger }, error: ClientError, socket: Socket): void {
  // A connection reset, or a socket already closed (a second error of the same request): nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, locale, body } = clientErrorAnswer(error);
  this.log.trace({ err: error }, `client error ${status}`);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${locale}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
