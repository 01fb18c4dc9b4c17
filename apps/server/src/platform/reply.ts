import { envelope } from '@mall/contract';
import type { z } from 'zod';

/** The success envelope. */
export function ok<T>(data: T, message = 'success') {
  return { code: 200, message, data };
}

/** Response schema map for a route answering `data` of the given schema. */
export function answers<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}
