import { defaultErrorMessages, type ValidationProblem } from '@mall/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/client';
import { requestLocale } from './locale';
import { notFoundPage } from './not-found-page';

/**
 * A failure the caller can act on; the single error handler turns it into the envelope. Its `cause` (an outside
 * service's own refusal) is logged for the operator and never answered.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = httpStatusFor(code),
    /** The field refused and its sentence, answered as `data` (as a schema's refusal is). */
    readonly problem: ValidationProblem | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** What the answer's `data` says beside the message when no field is refused (a refused import's rows). */
  details: unknown = null;
}

/** A 400 whose `data` gives its details (`details`), for the caller to act on without asking again. */
export function invalidWith(message: string, details: unknown): AppError {
  const error = new AppError(400, message);
  error.details = details;
  return error;
}

/**
 * A refusal's message: its sentence alone, which the reader reads in their language (audit FN6: "parameter validation
 * failed: password: <sentence>" put an English field key in a Thai sentence); the field goes apart in `data` for the
 * consoles to mark it. "parameter validation failed" only when there is no sentence.
 */
function refusalMessage(detail: string): string {
  return detail || defaultErrorMessages[400];
}

export const notFound = (message = defaultErrorMessages[404]) => new AppError(404, message);
export const invalid = (message = defaultErrorMessages[400]) => new AppError(400, message);
export const forbidden = (message = defaultErrorMessages[403]) => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);
/**
 * A field refused by a rule the schema cannot check (the database, the clock), answered as a schema's refusal is:
 * `data: { field, detail }`, so that a console marks that field rather than only showing a toast (audit W5).
 */
export const invalidField = (field: string, detail: string) =>
  new AppError(400, refusalMessage(detail), 400, { field, detail });
export const unauthorized = (message = 'please sign in', code = 401) => new AppError(code, message, 401);
/**
 * An outside service (the card processor) refused or failed: the shopper is told the mall's own `message` with a
 * 503, the service's status and text (`cause`) go to the log only (audit DF3).
 */
export const unavailable = (message: string, cause: unknown) => new AppError(503, message, 503, null, { cause });

function httpStatusFor(code: number): number {
  if (code >= 410000 && code <= 410002) return 401;
  if ([200, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503].includes(code)) return code;
  return 400;
}

export const NUMBER_OUT_OF_RANGE = 'A number is out of range';
export const DATABASE_LOST = 'The shop cannot reach its database just now; please try again in a moment';

/**
 * PostgreSQL's numeric refusals: 22003 numeric_value_out_of_range (a value beyond int4, smallint or numeric(p,s)),
 * 22P02 invalid_text_representation (text that is no number) and 22012 division_by_zero, also when the driver or
 * Drizzle wraps them (`cause`). The last line of defence behind the schemas' bounds: a 400, never a 500.
 */
function isNumericDatabaseError(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if (current.code === '22003' || current.code === '22P02' || current.code === '22012') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * Fastify's and its plugins' refusals of the request itself: their errors carry an `FST_` code (body too large,
 * unsupported media type, empty or broken JSON, multipart limits) or a schema's `validation`.
 */
function isRequestRefusal(error: FastifyError): boolean {
  return (
    (typeof error.code === 'string' && error.code.startsWith('FST_')) ||
    Array.isArray(error.validation) ||
    isExposedHttpError(error)
  );
}

/**
 * An HTTP library's deliberate answer to the client, by the `http-errors` convention: `expose === true` and a 4xx
 * status (@fastify/static's 416 for a range beyond the file's end, 412 for a failed precondition). It is about the
 * request, not the mall, and its `headers` (a `Content-Range` giving the file's size) tell the client what to ask instead
 * (audit DM5). A card processor's error never carries `expose`, so it stays hidden (audit DF3).
 */
function isExposedHttpError(error: FastifyError): boolean {
  const status = error.statusCode ?? 0;
  return (error as { expose?: unknown }).expose === true && status >= 400 && status < 500;
}

type Refusal = { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> };

/**
 * The refusal a person is shown: the first, unless the same field broke a tighter bound of the same kind too. A whole
 * number's schema checks the safe-integer range before the field's own `max` (zod's `int()`), so 1e20 broke both and
 * the first named 9007199254740991 instead of the field's limit (audit EX2): the tightest bound is the field's.
 */
function shownIssue<T extends Refusal>(issues: readonly T[]): T | undefined {
  const first = issues[0];
  if (!first || (first.keyword !== 'too_big' && first.keyword !== 'too_small')) return first;
  const bound = (issue: Refusal) => {
    const n = Number(issue.params?.[issue.keyword === 'too_big' ? 'maximum' : 'minimum']);
    return Number.isFinite(n) ? n : undefined;
  };
  let shown = first;
  for (const issue of issues) {
    if (issue.instancePath !== first.instancePath || issue.keyword !== first.keyword) continue;
    const [mine, best] = [bound(issue), bound(shown)];
    if (mine === undefined || best === undefined) continue;
    if (issue.keyword === 'too_big' ? mine < best : mine > best) shown = issue;
  }
  return shown;
}

/**
 * What a schema check without a sentence of its own answers for a missing value (audit FX14): zod's raw "Invalid input:
 * expected string, received undefined" read as English to an English reader and named no field in words. A field left
 * out is "required" (`data.field` names it); a request without its JSON object is told to send one.
 */
export const missingValueMessages = {
  field: 'This field is required',
  body: 'Send the fields of the request as a JSON object',
} as const;
const ZOD_MISSING = /^Invalid input: expected \w+, received (?:undefined|null)$/;

/** The sentence a refusal shows: zod's raw text for a missing value replaced by the mall's own. */
function shownSentence(message: string | undefined, field: string): string {
  if (message === undefined || !ZOD_MISSING.test(message)) return message ?? '';
  return field === '' ? missingValueMessages.body : missingValueMessages.field;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined)
        request.log[error.status >= 500 ? 'error' : 'warn']({ err: error.cause }, `answered: ${error.message}`);
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, data: error.problem ?? error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = shownIssue(error.validation);
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const sentence = shownSentence(first?.message, where);
      const message = refusalMessage(sentence);
      // The path and the sentence apart as well, for the consoles to mark the field.
      const data: ValidationProblem | null = sentence ? { field: where, detail: sentence } : null;
      return reply.status(400).send({ code: 400, message, data });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ code: 500, message: defaultErrorMessages[500], data: null });
    }
    if (isNumericDatabaseError(error)) {
      // The schemas bound every number first; reaching here means one was missed, which the log tells.
      request.log.warn({ err: error }, 'a number the database refused reached it');
      return reply.status(400).send({ code: 400, message: NUMBER_OUT_OF_RANGE, data: null });
    }
    if (isConnectionLost(error)) {
      // The database (or its pooler) restarted, or this connection was ended: the request's transaction rolled back,
      // the pool opens a new connection, and the same request a moment later goes through (audit CR4).
      request.log.warn({ err: error }, 'the database connection was lost');
      return reply.status(503).header('Retry-After', '1').send({ code: 503, message: DATABASE_LOST, data: null });
    }
    const status = error.statusCode ?? 500;
    // Only Fastify's (and its plugins') own refusals of the request speak to the caller with their status and text;
    // another library's 4xx (the card processor's "Invalid API Key provided: sk_live_…", its rate limit) is about
    // the mall's own call to someone else, and a shopper shown it was signed out by its 401 (audit DF3).
    if (status >= 500 || !isRequestRefusal(error)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 500, message: defaultErrorMessages[500], data: null });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, a multipart limit) and an HTTP library's
    // exposed one (a file's 416/412, with its headers): safe to show.
    const headers = (error as { headers?: unknown }).headers;
    if (isExposedHttpError(error) && headers && typeof headers === 'object')
      reply.headers(headers as Record<string, string>);
    const code = [400, 401, 403, 404, 405, 409, 413, 415, 429].includes(status) ? status : 400;
    return reply.status(status).send({ code, message: error.message || defaultErrorMessages[400], data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(notFoundPage(requestLocale(request)));
    return reply.status(404).send({ code: 404, message: defaultErrorMessages[404], data: null });
  });
}
