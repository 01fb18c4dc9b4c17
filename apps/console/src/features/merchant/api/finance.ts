import type { FinanceSummary, LedgerKindValue, LedgerLine, Page } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, buildUrl } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-token';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';

export type LedgerFilter = { kind?: LedgerKindValue; from?: string; to?: string; page: number; limit: number };

export const financeSummaryQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'finance', 'summary'],
    queryFn: () => apiGet<FinanceSummary>('/api/merchant/finance/summary'),
  });

export const ledgerQuery = (filter: LedgerFilter) =>
  queryOptions({
    queryKey: ['merchant', 'finance', 'ledger', filter],
    queryFn: () => apiGet<Page<LedgerLine>>('/api/merchant/finance/ledger', filter),
    placeholderData: keepPreviousData,
  });

/** Downloads the filtered statement as CSV (the call needs the token, so it goes through fetch, not a link). */
export async function exportLedger(filter: Omit<LedgerFilter, 'page' | 'limit'>, fallbackError: string) {
  const response = await fetch(buildUrl('/api/merchant/finance/ledger', { ...filter, format: 'csv' }), {
    headers: { Authorization: `Bearer ${readToken() ?? ''}`, 'Accept-Language': currentLanguage(), source: 'pc' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    notifyError(body?.message || fallbackError);
    return;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'statement.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
