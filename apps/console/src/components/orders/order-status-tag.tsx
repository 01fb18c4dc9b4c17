import type { MerchantOrderStatus } from '@mall/contract';
import { Tag } from 'antd';
import { useT } from '../../lib/i18n';

const COLOURS: Record<MerchantOrderStatus, string> = {
  unpaid: 'default',
  to_ship: 'orange',
  to_receive: 'blue',
  to_review: 'cyan',
  completed: 'green',
  refunded: 'purple',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: MerchantOrderStatus }) {
  const t = useT();
  return <Tag color={COLOURS[status]}>{t(`merchant.orders.status.${status}`)}</Tag>;
}
