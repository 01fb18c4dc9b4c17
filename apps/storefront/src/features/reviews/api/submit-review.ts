import type { CommentCreate } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ORDERS_KEY, PRODUCT_KEY, REVIEWS_KEY } from './keys';

export type ReviewInput = CommentCreate;

/** Reviews one item of a received shop order; answers whether the order became completed. */
export function submitReview(input: ReviewInput): Promise<{ id: number; orderCompleted: boolean }> {
  // Silent: the form shows the server's reason next to the review instead of a toast.
  return apiPost('/api/front/order/comment', input, { silent: true });
}

/** After a review the order (reviewed flags, completed), my lists and the goods detail's reviews are read again. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }),
      ]),
  });
}
