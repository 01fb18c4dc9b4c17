import { z } from 'zod';

/** A list filter's state outside its choices: a sentence, not the list of internal values (audit O2). */
export const STATE_FILTER = 'Choose one of the listed states';

/** Codes carried in the body's `code`; the HTTP status mirrors them where one exists (DESIGN.md section 3). */
export const ErrorCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  tooManyRequests: 429,
  internal: 500,
  sessionExpired: 410000,
  sessionRevoked: 410001,
  sessionInvalid: 410002,
} as const;

export const SESSION_CODES: readonly number[] = [401, 410000, 410001, 410002];

/** Default texts of spec section 8, used when an answer carries no message of its own. */
export const defaultErrorMessages: Record<number, string> = {
  400: 'parameter validation failed',
  403: 'no permission',
  404: 'no data found',
  500: 'system exception',
};

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/**
 * The `data` of a 400 whose request did not pass the route's schema: the first problem's field as a dotted path
 * ("openingHours.0.to", '' for the request as a whole) and that problem's message alone, in the reader's language, so
 * that a client can show the sentence without the path or put it under the field. `message` is the same sentence alone
 * (audit FN6; "parameter validation failed" when there is none); every other error answers `data: null`.
 */
export const ValidationProblemSchema = z.object({ field: z.string(), detail: z.string() });
export type ValidationProblem = z.infer<typeof ValidationProblemSchema>;

/**
 * An error's envelope: `data` is a schema refusal's problem, or null; the products import's 400 answers its rows'
 * errors instead (`ImportRefusal`, merchant-product-import.ts).
 */
export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.union([ValidationProblemSchema, z.looseObject({})]).nullable(),
});

export function isValidationProblem(data: unknown): data is ValidationProblem {
  if (typeof data !== 'object' || data === null) return false;
  const { field, detail } = data as Record<string, unknown>;
  return typeof field === 'string' && typeof detail === 'string';
}

export type Envelope<T> = { code: number; message: string; data: T };

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** The data of an answer whose message says it all. */
export const NoDataSchema = z.null();

/** An answer that only says which row it made (or changed). */
export const IdAnswerSchema = z.object({ id: z.number().int() });
export type IdAnswer = z.infer<typeof IdAnswerSchema>;

export type Page<T> = { list: T[]; total: number; page: number; limit: number };

export const PagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
