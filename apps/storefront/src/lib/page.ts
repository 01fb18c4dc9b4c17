import type { Page } from '@mall/contract';

/** Reads a paged answer; tolerates a plain array (some list endpoints may answer one) so pages never crash. */
export function asPage<T>(data: Page<T> | T[] | null | undefined, page = 1, limit = 20): Page<T> {
  if (Array.isArray(data)) return { list: data, total: data.length, page, limit };
  if (data && Array.isArray(data.list)) return data;
  return { list: [], total: 0, page, limit };
}

export function asList<T>(data: T[] | Page<T> | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.list) ? data.list : [];
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
