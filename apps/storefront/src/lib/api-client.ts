import { browserTimeZone, type Envelope, isValidationProblem, SESSION_CODES, TIME_ZONE_HEADER } from '@mall/contract';
import { ApiError } from './api-error';
import { clearToken, hasToken, readAuthorization } from './auth-token';
import { currentLanguage, t } from './i18n';
import { hashPathname, splitLocalePath } from './locale';
import { openLoginDialog, rememberPath } from './login-dialog';
import { doneProgress, startProgress } from './progress';
import { sessionChecked, sessionEndedAtStart } from './session-gate';
import { showToast } from './toast';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  /** JSON-encoded unless it is FormData (multipart) or URLSearchParams (form data). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No error toast: the page shows the failure itself (e.g. a not-found page). An ended session is still told. */
  silent?: boolean;
  /** Background calls (polling) do not run the top progress bar. */
  progress?: boolean;
  /** Only the layout-start session check goes out before that check has finished (see session-gate.ts). */
  beforeSessionCheck?: boolean;
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

/** The answer of a request sent for another account than the one signed in now: dropped, nothing told. */
export class AccountChangedError extends Error {
  constructor() {
    super('The account changed while this was asked');
    this.name = 'AccountChangedError';
  }
}

function defaultMessage(code: number): string {
  switch (code) {
    case 400:
      return t('errors.badRequest');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    case 500:
      return t('errors.server');
    default:
      return SESSION_CODES.includes(code) ? t('errorPage.signIn') : t('errors.other');
  }
}

function isHomePath(): boolean {
  return splitLocalePath(hashPathname(window.location.hash)).path === '/';
}

/** Spec section 8: the session is over; forget it and ask the shopper to sign in again (not on the home page). */
function endSession(): void {
  rememberPath(window.location.hash.replace(/^#/, '') || '/');
  clearToken();
  try {
    localStorage.clear();
  } catch {
    // Nothing stored that we could clear.
  }
  if (!isHomePath()) openLoginDialog();
}

function failure(
  code: number,
  message: string,
  silent: boolean | undefined,
  endedAtStart = false,
  data: unknown = null,
): ApiError {
  // A request the server's schema refused: its sentence alone, never the field's path ("items.0.quantity: …").
  const detail = code === 400 && isValidationProblem(data) ? data.detail : '';
  const text = detail || message || defaultMessage(code);
  const sessionOver = SESSION_CODES.includes(code);
  // A signed-in call whose session the layout-start check already ended quietly: nothing left to tell.
  if (sessionOver && endedAtStart) return new ApiError(code, text);
  if (sessionOver) endSession();
  // The end of a session is always told (spec section 8), even by calls that show their own failures.
  if (!silent || sessionOver) showToast(text, 'error');
  return new ApiError(code, text);
}

async function readEnvelope(response: Response, signal: AbortSignal | undefined): Promise<Envelope<unknown>> {
  try {
    const body = (await response.json()) as Partial<Envelope<unknown>>;
    if (typeof body?.code === 'number') return { code: body.code, message: body.message ?? '', data: body.data };
  } catch (error) {
    // Cancelled by its caller while the body was still coming (a page left, a query refetched; audit AX4): the caller
    // gave up on it, so it is no failure to tell the shopper about.
    if (signal?.aborted) throw error;
    // Not JSON (a proxy error page, for example): fall through to the HTTP status.
  }
  const code = response.ok ? 500 : response.status;
  return { code, message: '', data: null };
}

/** Calls the mall API; answers the whole envelope when its code is 200, else rejects with an ApiError. */
export async function apiRequestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  // Read after the check: a dead token it removed is not sent.
  const heldToken = !options.beforeSessionCheck && hasToken();
  if (!options.beforeSessionCheck) await sessionChecked();
  const locale = currentLanguage();
  const headers: Record<string, string> = { ...options.headers, source: 'pc', 'Accept-Language': locale };
  // The dates the server writes into texts ("pay by …" in a notice) in this browser's zone (audit CI2).
  const zone = browserTimeZone();
  if (zone) headers[TIME_ZONE_HEADER] = zone;
  const authorization = readAuthorization();
  // Nothing to tell either for a background read that went without a token because the start check had just removed
  // a dead one (a query enabled while the token was held, run a moment after: a journey under load saw "please sign
  // in" from the header's chat count). A visitor who never held one, and any action, are still asked to sign in.
  const quietRead = options.silent === true && (options.method ?? 'GET') === 'GET' && sessionEndedAtStart();
  const endedAtStart = (heldToken || quietRead) && authorization === undefined;
  if (authorization) headers.Authorization = authorization;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const progress = options.progress !== false;
  if (progress) startProgress();
  try {
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
    // Asked for an account this page no longer speaks for (signed out, another one signed in meanwhile): its answer,
    // data or "session ended", is not the present account's to show or act on (audit CI9).
    if (readAuthorization() !== authorization) throw new AccountChangedError();
    const envelope = await readEnvelope(response, options.signal);
    if (envelope.code === 200) return envelope as Envelope<T>;
    throw failure(envelope.code, envelope.message, options.silent, endedAtStart, envelope.data);
  } finally {
    if (progress) doneProgress();
  }
}

/** Calls the mall API and unwraps `{ code, message, data }`; any code but 200 rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestEnvelope<T>(path, options)).data;
}

export function apiGet<T>(path: string, query?: Query, options: Omit<RequestOptions, 'query'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET', query });
}

export function apiPost<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}
