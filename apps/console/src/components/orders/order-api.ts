import type { MerchantOrderDetail, ShipInput, ShipmentCorrection } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../lib/api-client';

// One order's detail and the shop's actions on it: the shop console's orders page and the platform's read-only view
// share the drawer (order-drawer.tsx).

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['merchant', 'order', orderNo],
    queryFn: () => apiGet<MerchantOrderDetail>(`/api/merchant/orders/${orderNo}`),
    staleTime: 0,
  });

/** The platform's view of any shop's order (the platform console's orders page shows it in the same drawer). */
export const platformOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['platform', 'order', orderNo],
    queryFn: () => apiGet<MerchantOrderDetail>(`/api/admin/orders/${orderNo}`),
    staleTime: 0,
  });

/** By courier (`send`) or by the shop's own deliverer (`deliver`). */
export type ShipBody = ShipInput;

export const shipOrder = (orderNo: string, body: ShipBody) =>
  apiAction<null>(`/api/merchant/orders/${orderNo}/ship`, body);
/** Corrects the courier and tracking number (or the deliverer) of an order on its way (audit AM2). */
export const correctShipment = (orderNo: string, body: ShipmentCorrection) =>
  apiAction<null>(`/api/merchant/orders/${orderNo}/shipment`, body);
export const addLogisticsEvent = (orderNo: string, text: string) =>
  apiAction<null>(`/api/merchant/orders/${orderNo}/logistics`, { text });

/** The platform refunds a disabled buyer's paid, unshipped order whole (audit N7). */
export const refundToBuyer = (orderNo: string) =>
  apiAction<{ refundNo: string }>(`/api/admin/orders/${orderNo}/refund`);
