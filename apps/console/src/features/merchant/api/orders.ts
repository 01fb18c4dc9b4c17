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

/** Downloads the filtered orders as CSV. */
export const exportOrders = (filter: Omit<OrderFilter, 'page' | 'limit'>, fallbackError: string) =>
  downloadFile('/api/merchant/orders/export.csv', filter, 'orders.csv', fallbackError);
