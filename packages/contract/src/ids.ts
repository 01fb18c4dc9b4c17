import { z } from 'zod';

/**
 * Ids as the contract's schemas take them (internal to the contract, not exported from the index): serial int4
 * columns, so from 1 to 2,147,483,647.
 */
export const MAX_ID = 2_147_483_647;
/** An id in a JSON body. */
export const IdSchema = z.number().int().positive().max(MAX_ID);
/** An id in a query string (text turned into a number). */
export const IdQuerySchema = z.coerce.number().int().positive().max(MAX_ID);
