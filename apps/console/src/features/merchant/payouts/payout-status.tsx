import type { PayoutStatusValue } from '@mall/contract';
import { Tag } from 'antd';
import { useT } from '../../../lib/i18n';

const COLOURS: Record<PayoutStatusValue, string> = {
  reviewing: 'orange',
  paying: 'gold',
  paid: 'green',
  rejected: 'red',
  failed: 'volcano',
};

/** A payout's state as a coloured tag (texts under merchant.payouts.status). */
export function PayoutStatusTag({ status }: { status: PayoutStatusValue }) {
  const t = useT();
  return <Tag color={COLOURS[status]}>{t(`merchant.payouts.status.${status}`)}</Tag>;
}
