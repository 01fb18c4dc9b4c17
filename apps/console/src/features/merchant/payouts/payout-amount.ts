import { PayoutRequestSchema } from '@mall/contract';

/** What the server takes (audit J8c: "0" was sent and refused with its field's path): the contract's own rule. */
export const isPayoutAmount = (text: string) => PayoutRequestSchema.safeParse({ amount: text }).success;
