import { DownloadOutlined } from '@ant-design/icons';
import { LEDGER_KIND_VALUES, type LedgerKindValue, type LedgerLine } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Select, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangePicker } from '../../../components/date-range-picker';
import { PageHeader } from '../../../components/page-header';
import { usePageButtons } from '../../../lib/antd-icons';
import { dateTime, money, percent } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { exportLedger, financeSummaryQuery, type LedgerFilter, ledgerQuery } from '../api/finance';
import { useShopTimeZone } from '../api/shop-profile';

const KIND_COLOURS: Record<LedgerKindValue, string> = {
  sale: 'green',
  commission: 'orange',
  refund: 'red',
  settle: 'blue',
  payout: 'purple',
  payout_reversal: 'magenta',
  adjustment: 'default',
};

function isKind(value: string | null): value is LedgerKindValue {
  return (LEDGER_KIND_VALUES as readonly string[]).includes(value ?? '');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's money: balances, the commission rate, and the statement of every line with filters and CSV export. */
export default function FinancePage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filter: LedgerFilter = {
    kind: isKind(kind) ? kind : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: Number(params.get('page')) || 1,
    limit: Number(params.get('limit')) || 20,
  };
  const update = (change: Partial<LedgerFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '') search.set(key, String(value));
    setParams(search, { replace: true });
  };
  const summary = useQuery(financeSummaryQuery());
  const ledger = useQuery(ledgerQuery(filter));
  const [exporting, setExporting] = useState(false);
  const zone = useShopTimeZone();
  const s = summary.data;
  const inDebt = s ? s.debt !== '0.00' : false;

  const reference = (line: LedgerLine) => {
    if (line.orderNo && line.refundNo) return `${line.orderNo} / ${line.refundNo}`;
    return line.orderNo ?? line.refundNo ?? line.payoutNo ?? '';
  };

  return (
    <>
      <PageHeader
        title={t('merchant.menu.finance')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            data-testid="export-ledger"
            onClick={async () => {
              setExporting(true);
              await exportLedger(
                { kind: filter.kind, from: filter.from, to: filter.to },
                t('common.errors.other'),
              ).finally(() => setExporting(false));
            }}
          >
            {t('merchant.finance.export')}
          </Button>
        }
      />
      {inDebt && s && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('merchant.finance.debtNotice', { amount: money(s.debt) })}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['pending', s?.pending, t('merchant.finance.pendingHint', { count: s?.settlementDays ?? 0 })],
            ['available', s?.available, t('merchant.finance.availableHint')],
            ['paying', s?.paying, t('merchant.finance.payingHint')],
            ['paidOut', s?.paidOut, t('merchant.finance.paidOutHint')],
            ['debt', s?.debt, t('merchant.finance.debtHint')],
          ] as const
        ).map(([key, value, hint]) => (
          <Col xs={12} md={8} xxl={4} key={key}>
            <Card loading={summary.isLoading} size="small" style={{ height: '100%' }}>
              <Statistic
                title={t(`merchant.finance.${key}`)}
                value={value ? money(value) : '-'}
                styles={{ content: key === 'debt' && inDebt ? { color: '#cf1322' } : undefined }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {hint}
              </Typography.Text>
            </Card>
          </Col>
        ))}
        <Col xs={12} md={8} xxl={4}>
          <Card loading={summary.isLoading} size="small" style={{ height: '100%' }}>
            <Statistic title={t('merchant.finance.rate')} value={s ? percent(s.commissionRate) : '-'} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('merchant.finance.rateHint')}
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Card title={t('merchant.finance.statement')}>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            value={filter.kind ?? 'all'}
            style={{ width: 200 }}
            aria-label={t('merchant.finance.kind')}
            data-testid="ledger-kind"
            onChange={(value: string) => update({ kind: isKind(value) ? value : undefined })}
            options={[
              { value: 'all', label: t('merchant.finance.allKinds') },
              ...LEDGER_KIND_VALUES.map((k) => ({ value: k, label: t(`merchant.finance.kinds.${k}`) })),
            ]}
          />
          <DateRangePicker
            aria-label={t('common.dates.period')}
            allowEmpty={[true, true]}
            value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
            onChange={(range) =>
              update({
                from: range?.[0] ? range[0].format('YYYY-MM-DD') : undefined,
                to: range?.[1] ? range[1].format('YYYY-MM-DD') : undefined,
              })
            }
          />
          {zone && (
            <Typography.Text type="secondary" style={{ alignSelf: 'center' }} data-testid="ledger-zone">
              {t('common.zones.shopTimes', { zone })}
            </Typography.Text>
          )}
        </Flex>
        <Table<LedgerLine>
          rowKey="id"
          size="middle"
          loading={ledger.isFetching}
          dataSource={ledger.data?.list}
          pagination={{
            ...pageButtons,
            current: filter.page,
            pageSize: filter.limit,
            total: ledger.data?.total,
            showSizeChanger: true,
            showTotal: (total) => t('merchant.common.total', { total }),
            onChange: (page, limit) => update({ page, limit }),
          }}
          columns={[
            {
              title: t('merchant.finance.time'),
              key: 'time',
              width: 170,
              className: 'nowrap',
              render: (_, l) => dateTime(l.createTime, zone),
            },
            {
              title: t('merchant.finance.kind'),
              key: 'kind',
              width: 130,
              render: (_, l) => <Tag color={KIND_COLOURS[l.kind]}>{t(`merchant.finance.kinds.${l.kind}`)}</Tag>,
            },
            {
              title: t('merchant.finance.balance'),
              key: 'balance',
              width: 120,
              render: (_, l) => t(`merchant.finance.balances.${l.balance}`),
            },
            {
              title: t('merchant.finance.amount'),
              key: 'amount',
              width: 120,
              align: 'right',
              render: (_, l) => (
                <Typography.Text type={l.amount.startsWith('-') ? 'danger' : 'success'}>
                  {l.amount.startsWith('-') ? `-${money(l.amount.slice(1))}` : `+${money(l.amount)}`}
                </Typography.Text>
              ),
            },
            {
              title: t('merchant.finance.balanceAfter'),
              key: 'after',
              width: 130,
              align: 'right',
              render: (_, l) =>
                l.balanceAfter.startsWith('-') ? `-${money(l.balanceAfter.slice(1))}` : money(l.balanceAfter),
            },
            { title: t('merchant.finance.reference'), key: 'ref', render: (_, l) => reference(l) },
            { title: t('merchant.finance.memo'), key: 'memo', render: (_, l) => l.memo ?? '' },
          ]}
        />
      </Card>
    </>
  );
}
