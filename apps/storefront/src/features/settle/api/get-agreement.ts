import type { SettleAgreement } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { SETTLE_KEY } from './keys';

export function getAgreement(): Promise<SettleAgreement> {
  return apiGet<SettleAgreement>('/api/front/merchant/settled/agreement');
}

/** The text comes in the request's language, so the language is part of the key. */
export const agreementQuery = (language: string) =>
  queryOptions({ queryKey: [...SETTLE_KEY, 'agreement', language], queryFn: getAgreement, staleTime: 10 * 60_000 });

export function useAgreement(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...agreementQuery(i18n.language), enabled });
}
