import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface TestCardInput {
  orderNo: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

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
