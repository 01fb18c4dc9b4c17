import { SESSION_CODES } from '@mall/contract';

export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** HTTP-like status for the error page: session problems are 401, an unknown failure is 500. */
export function statusOfError(error: unknown): number {
  if (error instanceof ApiError) {
    if (SESSION_CODES.includes(error.code)) return 401;
    return error.code >= 400 && error.code < 600 ? error.code : 500;
  }
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return 500;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 404;
}
