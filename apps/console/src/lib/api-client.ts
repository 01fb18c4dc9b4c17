import {
  browserTimeZone,
  type Envelope,
  isValidationProblem,
  LOCALE_HEADER,
  SESSION_CODES,
  TIME_ZONE_HEADER,
} from '@mall/contract';
import { ApiError } from './api-error';
import { clearToken, readToken } from './auth-token';
import { currentLanguage, t } from './i18n';
import { closeRefusal, notifyError, notifyRefusal, notifySuccess } from './notify';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Query;
  /** JSON-encoded unless it is FormData (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No error toast: the caller shows the failure itself. An ended session is still told. */
  silent?: boolean;
}

export function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function defaultMessage(code: number): string {
  if (SESSION_CODES.includes(code)) return t('common.errors.signIn');
  if (code === 400 || code === 422) return t('common.errors.badRequest');
  if (code === 403) return t('common.errors.forbidden');
  if (code === 404) return t('common.errors.notFound');
  if (code === 500) return t('common.errors.server');
  return t('common.errors.other');
}

function failure(code: number, message: string, silent: boolean | undefined, data: unknown = null): ApiError {
  // A request the server's schema refused: its sentence alone, in the user's language, never the field's JSON path
  // ("openingHours.0.to") that `message` carries for other clients.
  const problem = code === 400 && isValidationProblem(data) ? data : null;
  const detail = problem?.detail ?? '';
  const text = detail || message || defaultMessage(code);
  const sessionOver = SESSION_CODES.includes(code);
  // The router sends the user to the sign-in page when the token goes.
  if (sessionOver) clearToken();
  if (!silent || sessionOver) {
    if (problem?.field && !sessionOver) notifyRefusal(text);
    else notifyError(text);
  }
  return new ApiError(code, text, problem?.field || undefined);
}

async function readEnvelope(response: Response, signal: AbortSignal | undefined): Promise<Envelope<unknown>> {
  try {
    const body = (await response.json()) as Partial<Envelope<unknown>>;
    if (typeof body?.code === 'number') return { code: body.code, message: body.message ?? '', data: body.data };
  } catch (error) {
    // Cancelled by its caller while the body was still coming (a page left, a query refetched; audit AX4): the caller
    // gave up on it, so it is no failure to tell the user about.
    if (signal?.aborted) throw error;
    // Not JSON (a proxy's error page): fall through to the HTTP status.
  }
  return { code: response.ok ? 500 : response.status, message: '', data: null };
}

/** The answer of a request sent for another account than the one signed in now: dropped, nothing told. */
export class AccountChangedError extends Error {
  constructor() {
    super('The account changed while this was asked');
    this.name = 'AccountChangedError';
  }
}

/** Calls the mall API and unwraps `{ code, message, data }`; any code but 200 rejects with an ApiError. */
export async function apiRequestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  // The console's language before the storefront's `locale` cookie, which this origin's calls carry too (audit CI6).
  const language = currentLanguage();
  const headers: Record<string, string> = {
    ...options.headers,
    source: 'pc',
    'Accept-Language': language,
    [LOCALE_HEADER]: language,
  };
  // The dates the server writes into texts ("pay by …" in a notice) in this browser's zone (audit CI2).
  const zone = browserTimeZone();
  if (zone) headers[TIME_ZONE_HEADER] = zone;
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw failure(500, '', options.silent);
  }
  // Asked for an account the console no longer speaks for (signed out, another one signed in meanwhile): its answer,
  // data or "session ended", is not the present account's to show or act on (audit CI9).
  if (readToken() !== token) throw new AccountChangedError();
  const envelope = await readEnvelope(response, options.signal);
  if (envelope.code === 200) {
    // A save that went through: the refusal of an earlier try (its field now fixed) is no longer true (walk GP7).
    if ((options.method ?? (body === undefined ? 'GET' : 'POST')) !== 'GET') closeRefusal();
    return envelope as Envelope<T>;
  }
  throw failure(envelope.code, envelope.message, options.silent, envelope.data);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestEnvelope<T>(path, options)).data;
}

export function apiGet<T>(path: string, query?: Query, options: Omit<RequestOptions, 'query'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET', query });
}

export function apiPost<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

/** POST whose success message (the server's, in the user's language) is shown as a toast. */
export async function apiAction<T>(path: string, body?: unknown): Promise<T> {
  const envelope = await apiRequestEnvelope<T>(path, { method: 'POST', body });
  if (envelope.message) notifySuccess(envelope.message);
  return envelope.data;
}
