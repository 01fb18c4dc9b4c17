import type {
  AdminDashboard,
  AdminOrderRow,
  AdminProductListRow,
  AdminRefund,
  MerchantOrderStatus,
  Page,
  RefundStatus,
} from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export const platformDashboardQuery = () =>
  queryOptions({
    queryKey: ['platform', 'dashboard'],
    queryFn: () => apiGet<AdminDashboard>('/api/admin/dashboard', { tzOffset: new Date().getTimezoneOffset() }),
  });

export type AcrossShops = { merId?: number; page: number; limit: number };

export const platformOrdersQuery = (q: AcrossShops & { status?: MerchantOrderStatus; keyword?: string }) =>
  queryOptions({
    queryKey: ['platform', 'orders', q],
    queryFn: () => apiGet<Page<AdminOrderRow>>('/api/admin/orders', q),
    placeholderData: keepPreviousData,
  });

export const platformProductsQuery = (
  q: AcrossShops & { keyword?: string; onSale?: 'true' | 'false'; takenDown?: 'true' },
) =>
  queryOptions({
    queryKey: ['platform', 'products', q],
    queryFn: () => apiGet<Page<AdminProductListRow>>('/api/admin/catalog/products', q),
    placeholderData: keepPreviousData,
  });

/** The operator's takedown of one product (audit FG8): the reason is told to its shop. */
export const takeDownProduct = (id: number, reason: string) =>
  apiAction(`/api/admin/catalog/products/${id}/takedown`, { reason });
/** Lifts it: the product stays off sale, its shop decides when to sell it again. */
export const restoreProduct = (id: number) => apiAction(`/api/admin/catalog/products/${id}/restore`, {});

export const platformRefundsQuery = (q: AcrossShops & { status?: RefundStatus; closed?: 'customer_service' }) =>
  queryOptions({
    queryKey: ['platform', 'refunds', q],
    queryFn: () => apiGet<Page<AdminRefund>>('/api/admin/refunds', q),
    placeholderData: keepPreviousData,
  });
