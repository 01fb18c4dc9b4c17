import { z } from 'zod';

/** Paying a checkout (API.md section C): the card providers on offer, starting a payment, its result. */

export const PayMethodSchema = z.object({ payType: z.string(), name: z.string(), provider: z.string() });
export type PayMethod = z.infer<typeof PayMethodSchema>;

export const PaymentStartSchema = z.strictObject({
  orderNo: z.string().regex(/^PT\d{10,30}$/, 'Unknown order'),
  payType: z.literal('card'),
});
/** What the card page needs: Stripe's client secret and publishable key, or nothing for the built-in test card. */
export const PaymentStartedSchema = z.object({
  provider: z.string(),
  clientSecret: z.string().optional(),
  publishableKey: z.string().optional(),
});
export type PaymentStarted = z.infer<typeof PaymentStartedSchema>;

export const TestcardConfirmSchema = z.strictObject({
  orderNo: z.string().regex(/^PT\d{10,30}$/),
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'Enter the card number'),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the security code'),
  holder: z.string().trim().min(1, 'Enter the name on the card').max(80),
});
export const TestcardResultSchema = z.object({ status: z.enum(['succeeded', 'failed']), message: z.string() });
export type TestcardResult = z.infer<typeof TestcardResultSchema>;

export const PaymentResultSchema = z.object({
  paid: z.boolean(),
  status: z.string(),
  payAmount: z.string(),
  payDeadline: z.string(),
  lastPayment: z.object({ status: z.string(), message: z.string() }).nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;
