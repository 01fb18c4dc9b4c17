import type { z } from 'zod';
import { MONEY_WRITING, writesSeparators } from './money';

/**
 * Money text of a request (a price, a fee, a coupon's amount, a payout, a refund, a filter): written with a thousands
 * separator or a decimal comma, it is refused with `MONEY_WRITING`, before the field's own message and its other checks
 * (audit GU2: "1,999" was told "at most two decimals"). Nothing is read from a reader's way of writing numbers: the same
 * request means the same amount in every language.
 */
export const plainMoney = <T extends z.ZodString>(schema: T): T =>
  schema.refine((v) => !writesSeparators(v), { error: MONEY_WRITING, abort: true }) as T;
