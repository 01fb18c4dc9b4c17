import type { Payout } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { NumberInput } from '../../../components/number-input';
import { type NumberValue, Unreadable, unreadableMessage } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { usePageButtons } from '../../../lib/antd-icons';
import { calendarDay, dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { type PayoutFilter, payoutOverviewQuery, payoutsQuery, requestPayout } from '../api/payouts';
import { useShopTimeZone } from '../api/shop-profile';
import { PayoutAccountCard } from './payout-account-card';
import { isPayoutAmount } from './payout-amount';
import { PayoutStatusTag } from './payout-status';

/** Where the reference goes in the translated "Reference {{reference}}": the text around it may wrap, never the reference. */
const REFERENCE_SLOT = '\u0000';

/**
 * The bank transfer's reference, whole and copyable: the merchant matches it against a bank statement. It was a one-line
 * ellipsis cut to "Reference DEMO-29…" at 1200 px, readable only on hover (audit FS3).
 */
function TransferReference({ reference, text }: { reference: string; text: string }) {
  const [before = '', after = ''] = text.split(REFERENCE_SLOT);
  return (
    <Typography.Text
      type="secondary"
      style={{ display: 'block', fontSize: 12 }}
      copyable={{ text: reference }}
      data-testid="payout-reference"
    >
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{reference}</span>
      {after}
    </Typography.Text>
  );
}

/** Payouts: what may be asked for, the request, the history, and the payout account. */
export default function PayoutsPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<PayoutFilter>({ page: 1, limit: 20 });
  const { data, isFetching } = useQuery(payoutsQuery(filter));
  const { data: overview } = useQuery(payoutOverviewQuery());
  const zone = useShopTimeZone();
  // The amount as the contract writes it ("1.50" for a typed "1,5"), or a text the box could not read.
  const [amount, setAmount] = useState<NumberValue>(null);
  const typed = typeof amount === 'string' ? amount : '';
  const unreadable = amount instanceof Unreadable ? unreadableMessage(t, amount) : null;
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await requestPayout({ amount: typed });
      setAmount(null);
      await queryClient.invalidateQueries({ queryKey: ['merchant'] });
    } catch {
      // The API client showed the reason.
    } finally {
      setBusy(false);
    }
  };
  const blocked = overview?.blockedBy ?? null;

  return (
    <>
      <PageHeader title={t('merchant.menu.payouts')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('merchant.payouts.request')} style={{ height: '100%' }}>
            <Flex gap={32} wrap style={{ marginBottom: 16 }}>
              <Statistic
                title={t('merchant.payouts.available')}
                value={overview ? money(overview.available) : '—'}
                data-testid="payout-available"
              />
              {overview && overview.debt !== '0.00' && (
                <Statistic
                  title={t('merchant.finance.debt')}
                  value={money(overview.debt)}
                  styles={{ content: { color: '#cf1322' } }}
                  data-testid="payout-debt"
                />
              )}
              <Statistic title={t('merchant.payouts.minimum')} value={overview ? money(overview.minimum) : '—'} />
            </Flex>
            {blocked && (
              <Alert
                style={{ marginBottom: 12 }}
                type={blocked === 'reviewing' ? 'info' : 'warning'}
                showIcon
                message={t(`merchant.payouts.blocked.${blocked}`, {
                  time: dateTime(overview?.heldUntil ?? null, zone),
                  debt: money(overview?.debt ?? '0.00'),
                })}
                data-testid="payout-blocked"
              />
            )}
            <Flex gap={8} wrap>
              <NumberInput
                stringMode
                decimals={2}
                prefix="$"
                style={{ width: 200 }}
                value={amount}
                maxLength={11}
                placeholder={t('merchant.payouts.amountPlaceholder')}
                aria-label={t('merchant.payouts.amount')}
                onChange={setAmount}
                onPressEnter={() => isPayoutAmount(typed) && !blocked && submit()}
                disabled={blocked !== null}
                data-testid="payout-amount"
              />
              <Button
                type="primary"
                loading={busy}
                disabled={blocked !== null || !isPayoutAmount(typed)}
                onClick={submit}
                data-testid="payout-submit"
              >
                {t('merchant.payouts.submit')}
              </Button>
              {overview && blocked === null && (
                <Button type="link" onClick={() => setAmount(overview.available)}>
                  {t('merchant.payouts.all')}
                </Button>
              )}
            </Flex>
            {unreadable && (
              <Typography.Text type="danger" data-testid="payout-amount-error">
                {unreadable}
              </Typography.Text>
            )}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('merchant.payouts.howItWorks')}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          {/* Offered once the overview says the reader is the owner (audit CZ2: not before it answered). */}
          <PayoutAccountCard canChange={overview !== undefined && blocked !== 'owner'} />
        </Col>
        <Col span={24}>
          <Card
            title={t('merchant.payouts.history')}
            extra={
              zone && (
                <Typography.Text type="secondary" data-testid="payouts-zone">
                  {t('common.zones.shopTimes', { zone })}
                </Typography.Text>
              )
            }
          >
            <Table<Payout>
              rowKey="payoutNo"
              loading={isFetching}
              dataSource={data?.list}
              pagination={{
                ...pageButtons,
                current: filter.page,
                pageSize: filter.limit,
                total: data?.total,
                showTotal: (total) => t('merchant.common.total', { total }),
                onChange: (page, limit) => setFilter({ page, limit }),
              }}
              columns={[
                {
                  title: t('merchant.payouts.payoutNo'),
                  dataIndex: 'payoutNo',
                  render: (no: string) => <span style={{ whiteSpace: 'nowrap' }}>{no}</span>,
                },
                {
                  title: t('merchant.payouts.amount'),
                  key: 'amount',
                  className: 'nowrap',
                  render: (_, p) => money(p.amount),
                },
                {
                  title: t('merchant.payouts.state'),
                  key: 'status',
                  // The tag and its header on one line, whatever the language (audit DB6: "รอ / ตรวจ / สอบ", "ສະຖາ / ນະ").
                  className: 'nowrap',
                  render: (_, p) => <PayoutStatusTag status={p.status} />,
                },
                {
                  title: t('merchant.payouts.destination'),
                  key: 'to',
                  render: (_, p) => (
                    <>
                      {p.destination}
                      <div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t(`merchant.payouts.method.${p.method}`)}
                        </Typography.Text>
                      </div>
                    </>
                  ),
                },
                {
                  title: t('merchant.payouts.created'),
                  key: 'created',
                  width: 160,
                  className: 'nowrap',
                  render: (_, p) => dateTime(p.createTime, zone),
                },
                {
                  title: t('merchant.payouts.outcome'),
                  key: 'outcome',
                  // As wide as its words: a fixed 200 px, empty while a payout is in review, left "Paid to" a shop
                  // name on three lines at 1200 px (audit DB6).
                  minWidth: 150,
                  render: (_, p) =>
                    p.status === 'paid' && p.transferReference ? (
                      <div data-testid="payout-transfer">
                        {t('merchant.payouts.transferredOn', { day: calendarDay(p.transferredOn ?? '') })}
                        <TransferReference
                          reference={p.transferReference}
                          text={t('merchant.payouts.transferReference', { reference: REFERENCE_SLOT })}
                        />
                      </div>
                    ) : p.status === 'paid' ? (
                      <>
                        {dateTime(p.paidTime, zone)}
                        <Typography.Text
                          type="secondary"
                          className="cell-line"
                          style={{ fontSize: 12 }}
                          title={p.transferId ?? undefined}
                        >
                          {p.transferId}
                        </Typography.Text>
                      </>
                    ) : p.status === 'paying' && p.method === 'offline' ? (
                      t('merchant.payouts.awaitingTransfer')
                    ) : (
                      (p.rejectReason ?? p.failReason ?? '')
                    ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
