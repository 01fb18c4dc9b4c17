import type { FinanceSummary, LedgerKindValue, LedgerLine, Page } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

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

/** Downloads the filtered statement as CSV. */
export const exportLedger = (filter: Omit<LedgerFilter, 'page' | 'limit'>, fallbackError: string) =>
  downloadFile('/api/merchant/finance/ledger', { ...filter, format: 'csv' }, 'statement.csv', fallbackError);
