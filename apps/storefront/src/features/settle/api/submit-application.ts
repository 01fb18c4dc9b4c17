import type { SettleApply, SettleApplyAnswerSchema } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { SETTLE_KEY } from './keys';

export type ApplyAnswer = Infer<typeof SettleApplyAnswerSchema>;

/** A new application, or with `id` an edit / resubmission of one's own. */
export function submitApplication(form: SettleApply, id?: number): Promise<ApplyAnswer> {
  return apiPost<ApplyAnswer>(
    id ? `/api/front/merchant/settled/apply/${id}` : '/api/front/merchant/settled/apply',
    form,
  );
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, id }: { form: SettleApply; id?: number }) => submitApplication(form, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLE_KEY }),
  });
}
