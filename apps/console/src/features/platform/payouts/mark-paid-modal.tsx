import type { AdminPayout } from '@mall/contract';
import { DatePicker, Flex, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { dayBoxFormat, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/**
 * The operator records a bank payout's transfer once it is made: its reference (1 to 64 characters) and its day
 * (not in the future, not before the request). The server checks both again; the shop then sees them.
 */
export function MarkPaidModal({
  payout,
  busy,
  onCancel,
  onSave,
}: {
  payout: AdminPayout | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (payoutNo: string, body: { reference: string; paidOn: string }) => Promise<boolean>;
}) {
  const t = useT();
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState<Dayjs | null>(dayjs());
  useEffect(() => {
    if (payout) {
      setReference('');
      setPaidOn(dayjs());
    }
  }, [payout]);
  const asked = payout ? dayjs(payout.createTime).startOf('day') : dayjs();
  return (
    <Modal
      open={payout !== null}
      title={t('platform.payouts.markPaidTitle', { no: payout?.payoutNo ?? '' })}
      onCancel={onCancel}
      okText={t('platform.payouts.markPaid')}
      okButtonProps={{ disabled: !reference.trim() || !paidOn, loading: busy }}
      onOk={async () => {
        if (!payout || !paidOn) return;
        await onSave(payout.payoutNo, { reference: reference.trim(), paidOn: paidOn.format('YYYY-MM-DD') });
      }}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {payout && t('platform.payouts.markPaidHint', { amount: money(payout.amount), shop: payout.merName })}
        </Typography.Text>
        <label htmlFor="payout-paid-reference">
          <Typography.Text>{t('platform.payouts.transferReference')}</Typography.Text>
        </label>
        <Input
          id="payout-paid-reference"
          maxLength={64}
          showCount
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          data-testid="payout-paid-reference"
        />
        <label htmlFor="payout-paid-on">
          <Typography.Text>{t('platform.payouts.transferredOn')}</Typography.Text>
        </label>
        <DatePicker
          id="payout-paid-on"
          style={{ display: 'block' }}
          value={paidOn}
          format={dayBoxFormat()}
          onChange={(d) => setPaidOn(d)}
          disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(asked, 'day')}
          data-testid="payout-paid-on"
        />
      </Flex>
    </Modal>
  );
}
