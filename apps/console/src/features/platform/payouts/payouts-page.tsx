import { type AdminPayout, PAYOUT_STATUS_VALUES, type PayoutStatusValue } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { NumberInput } from '../../../components/number-input';
import { isBetween, type NumberValue, numberProblem } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { usePageButtons } from '../../../lib/antd-icons';
import { calendarDay, dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import {
  type AdminPayoutFilter,
  adminPayoutsQuery,
  approvePayout,
  failPayout,
  markPayoutPaid,
  payoutSettingsQuery,
  rejectPayout,
  savePayoutSettings,
} from '../api/payouts';
import { MarkPaidModal } from './mark-paid-modal';

const COLOURS: Record<PayoutStatusValue, string> = {
  reviewing: 'orange',
  paying: 'gold',
  paid: 'green',
  rejected: 'red',
  failed: 'volcano',
};

function HoldSetting() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data } = useQuery(payoutSettingsQuery());
  const [hours, setHours] = useState<NumberValue>(null);
  const problem = numberProblem(t, hours, 0, 720);
  useEffect(() => {
    if (data) setHours(data.holdHours);
  }, [data]);
  return (
    <Space>
      <Typography.Text>{t('platform.payouts.holdHours')}</Typography.Text>
      <NumberInput
        decimals={0}
        status={problem ? 'error' : undefined}
        value={hours}
        onChange={setHours}
        style={{ width: 90 }}
        aria-label={t('platform.payouts.holdHours')}
        data-testid="payout-hold-hours"
      />
      <Button
        disabled={hours === data?.holdHours || !isBetween(hours, 0, 720)}
        onClick={async () => {
          if (typeof hours !== 'number') return;
          try {
            await savePayoutSettings({ holdHours: hours });
            await queryClient.invalidateQueries({ queryKey: ['platform', 'payout-settings'] });
          } catch {
            // The API client showed the reason.
          }
        }}
      >
        {t('platform.payouts.save')}
      </Button>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Space>
  );
}

/**
 * The payout review queue: approve (the transfer follows) or reject with a reason; an approved bank payout is marked
 * paid with its transfer, or failed with a reason when the transfer cannot be made (the money goes back to the shop).
 */
export default function PayoutsPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<AdminPayoutFilter>({ status: 'reviewing', page: 1, limit: 20 });
  const { data, isFetching } = useQuery(adminPayoutsQuery(filter));
  // The payout turned down with a reason: rejected in review, or failed once approved (audit AW7).
  const [deciding, setDeciding] = useState<{ payout: AdminPayout; action: 'reject' | 'fail' } | null>(null);
  const [marking, setMarking] = useState<AdminPayout | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (payoutNo: string, action: () => Promise<unknown>) => {
    setBusy(payoutNo);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['platform', 'payouts'] });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title={t('platform.menu.payouts')} extra={<HoldSetting />} />
      <Card>
        <Tabs
          activeKey={filter.status ?? 'all'}
          onChange={(key) =>
            setFilter({ ...filter, page: 1, status: key === 'all' ? undefined : (key as PayoutStatusValue) })
          }
          items={['all', ...PAYOUT_STATUS_VALUES].map((key) => ({
            key,
            label: key === 'all' ? t('platform.payouts.all') : t(`platform.payouts.status.${key}`),
          }))}
        />
        <Table<AdminPayout>
          rowKey="payoutNo"
          loading={isFetching}
          dataSource={data?.list}
          pagination={{
            ...pageButtons,
            current: filter.page,
            pageSize: filter.limit,
            total: data?.total,
            showTotal: (total) => t('platform.payouts.total', { total }),
            onChange: (page, limit) => setFilter({ ...filter, page, limit }),
          }}
          columns={[
            {
              title: t('platform.payouts.payoutNo'),
              key: 'no',
              width: 220,
              render: (_, p) => (
                <>
                  <div style={{ whiteSpace: 'nowrap' }}>{p.payoutNo}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {/* Told by the shop's clock, as the shop reads it, whatever the operator's browser (audit AW1). */}
                    {t('common.zones.timeIn', { time: dateTime(p.createTime, p.timeZone), zone: p.timeZone })}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: t('platform.payouts.shop'),
              key: 'shop',
              width: 160,
              render: (_, p) => (
                <>
                  {p.merName}
                  {p.shopSuspended && (
                    // A suspended shop may still ask for what the mall owes it; the platform decides (decision 0049).
                    <div>
                      <Tag color="red">{t('platform.payouts.shopSuspended')}</Tag>
                    </div>
                  )}
                </>
              ),
            },
            {
              title: t('platform.payouts.amount'),
              key: 'amount',
              width: 140,
              render: (_, p) => (
                <>
                  <Typography.Text strong>{money(p.amount)}</Typography.Text>
                  {p.status === 'reviewing' && (
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('platform.payouts.available', { amount: money(p.available) })}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              title: t('platform.payouts.destination'),
              key: 'to',
              width: 260,
              render: (_, p) => (
                <>
                  <Tag>{t(`platform.payouts.method.${p.method}`)}</Tag>
                  {p.method === 'stripe' ? (
                    <Typography.Text code>{p.destination}</Typography.Text>
                  ) : (
                    <>
                      {p.holder}
                      <div>
                        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>
                          {p.bankText}
                        </Typography.Text>
                      </div>
                    </>
                  )}
                </>
              ),
            },
            {
              title: t('platform.payouts.state'),
              key: 'status',
              width: 180,
              render: (_, p) => (
                // Never narrower than a status and a few words of its explanation, whatever the other columns ask.
                <div style={{ minWidth: 140 }} data-testid="payout-status-cell">
                  <Tag color={COLOURS[p.status]}>{t(`platform.payouts.status.${p.status}`)}</Tag>
                  {(p.rejectReason || p.failReason || p.transferId) && (
                    <div>
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        // A reason wraps between words; a transfer id stays whole on one line.
                        className={p.rejectReason || p.failReason ? undefined : 'cell-line'}
                        title={p.rejectReason || p.failReason ? undefined : (p.transferId ?? undefined)}
                      >
                        {p.rejectReason ?? p.failReason ?? p.transferId}
                      </Typography.Text>
                    </div>
                  )}
                  {p.transferredOn && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('platform.payouts.transferredOnAt', { day: calendarDay(p.transferredOn) })}
                    </Typography.Text>
                  )}
                  {p.status === 'paying' && p.method === 'offline' && (
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('platform.payouts.awaitingTransfer')}
                      </Typography.Text>
                    </div>
                  )}
                </div>
              ),
            },
            {
              title: t('platform.payouts.actions'),
              key: 'actions',
              width: 170,
              fixed: 'right',
              render: (_, p) =>
                p.status === 'reviewing' ? (
                  <Space>
                    <Popconfirm
                      title={t('platform.payouts.approveConfirm', { amount: money(p.amount), shop: p.merName })}
                      onConfirm={() => run(p.payoutNo, () => approvePayout(p.payoutNo))}
                    >
                      <Button type="primary" size="small" loading={busy === p.payoutNo} data-testid="payout-approve">
                        {t('platform.payouts.approve')}
                      </Button>
                    </Popconfirm>
                    <Button
                      size="small"
                      danger
                      onClick={() => setDeciding({ payout: p, action: 'reject' })}
                      data-testid="payout-reject"
                    >
                      {t('platform.payouts.reject')}
                    </Button>
                  </Space>
                ) : p.status === 'paying' && p.method === 'offline' ? (
                  // One above the other: side by side, the long Thai labels ("ทำเครื่องหมายว่าจ่ายแล้ว") took 367 px
                  // and left the status a 63 px sliver, one letter per line (audit DS8).
                  <Flex vertical gap={8} align="start" data-testid="payout-paying-actions">
                    <Button type="primary" size="small" onClick={() => setMarking(p)} data-testid="payout-mark-paid">
                      {t('platform.payouts.markPaid')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => setDeciding({ payout: p, action: 'fail' })}
                      data-testid="payout-mark-failed"
                    >
                      {t('platform.payouts.markFailed')}
                    </Button>
                  </Flex>
                ) : null,
            },
          ]}
        />
      </Card>
      <MarkPaidModal
        payout={marking}
        busy={busy !== null}
        onCancel={() => setMarking(null)}
        onSave={async (payoutNo, body) => {
          const done = await run(payoutNo, () => markPayoutPaid(payoutNo, body));
          if (done) setMarking(null);
          return done;
        }}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding?.action === 'fail'
            ? t('platform.payouts.markFailedTitle', { no: deciding.payout.payoutNo })
            : t('platform.payouts.rejectTitle', { no: deciding?.payout.payoutNo ?? '' })
        }
        onCancel={() => setDeciding(null)}
        okText={deciding?.action === 'fail' ? t('platform.payouts.markFailed') : t('platform.payouts.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy !== null }}
        onOk={async () => {
          if (!deciding) return;
          const { payout, action } = deciding;
          const decide = action === 'fail' ? failPayout : rejectPayout;
          if (await run(payout.payoutNo, () => decide(payout.payoutNo, reason.trim()))) {
            setDeciding(null);
            setReason('');
          }
        }}
      >
        <Flex vertical gap={8}>
          {deciding?.action === 'fail' && (
            <Typography.Text>
              {t('platform.payouts.markFailedHint', {
                amount: money(deciding.payout.amount),
                shop: deciding.payout.merName,
              })}
            </Typography.Text>
          )}
          <Input.TextArea
            rows={3}
            count={seenChars(200)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={
              deciding?.action === 'fail' ? t('platform.payouts.failReason') : t('platform.payouts.rejectReason')
            }
            aria-label={
              deciding?.action === 'fail' ? t('platform.payouts.failReason') : t('platform.payouts.rejectReason')
            }
            data-testid="payout-reject-reason"
          />
        </Flex>
      </Modal>
    </>
  );
}
