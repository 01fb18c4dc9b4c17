import type { MerchantOrderRow, MerchantOrderStatus, Page } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, buildUrl } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-token';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';

export type OrderFilter = { status?: MerchantOrderStatus; keyword?: string; page: number; limit: number };

export const ordersQuery = (filter: OrderFilter) =>
  queryOptions({
    queryKey: ['merchant', 'orders', filter],
    queryFn: () => apiGet<Page<MerchantOrderRow>>('/api/merchant/orders', filter),
    placeholderData: keepPreviousData,
  });

export {
  addLogisticsEvent,
  orderQuery,
  platformOrderQuery,
  type ShipBody,
  shipOrder,
} from '../../../components/orders/order-api';

/** Downloads the filtered orders as CSV (the call needs the token, so it goes through fetch, not a link). */
export async function exportOrders(filter: Omit<OrderFilter, 'page' | 'limit'>, fallbackError: string) {
  const response = await fetch(buildUrl('/api/merchant/orders/export.csv', filter), {
    headers: { Authorization: `Bearer ${readToken() ?? ''}`, 'Accept-Language': currentLanguage(), source: 'pc' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    notifyError(body?.message || fallbackError);
    return;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
