import type { MerchantOrderRow, MerchantOrderStatus, Page } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

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

/** The orders an export takes: the list's filters, and the shop's days the orders were placed on. */
export type OrderExportFilter = Omit<OrderFilter, 'page' | 'limit'> & { from?: string; to?: string };

/**
 * Downloads the filtered orders as CSV; answers how many the file holds when more orders matched than one file takes
 * (the server's `X-Export-Capped`), else null.
 */
export async function exportOrders(filter: OrderExportFilter, fallbackError: string): Promise<number | null> {
  const headers = await downloadFile('/api/merchant/orders/export.csv', filter, 'orders.csv', fallbackError);
  const capped = Number(headers?.get('X-Export-Capped'));
  return capped > 0 ? capped : null;
}
