import type { TestcardConfirmSchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type TestCardInput = Infer<typeof TestcardConfirmSchema>;

export interface CardOutcome {
  status: 'succeeded' | 'failed';
  message: string;
}

/** Charges the offline test card; a declined card is an answer ({ status: 'failed' }), not an error. */
export function confirmTestCard(input: TestCardInput): Promise<CardOutcome> {
  return apiPost<CardOutcome>('/api/front/pay/testcard/confirm', input);
}

export function useConfirmTestCard() {
  return useMutation({ mutationFn: confirmTestCard });
}
