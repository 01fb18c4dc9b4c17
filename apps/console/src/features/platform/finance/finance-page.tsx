import type { AdminFinanceShop } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Input, Modal, Radio, Row, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateRangePicker } from '../../../components/date-range-picker';
import { NumberInput } from '../../../components/number-input';
import { type NumberValue, numberProblem } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { SalesChart } from '../../../components/sales-chart';
import { useClearable, usePageButtons } from '../../../lib/antd-icons';
import { money, percent } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { financeOverviewQuery, financeShopsQuery, type Period, type ShopFilter, setCommission } from '../api/finance';
import { AdjustDialog } from './adjust-dialog';
import { FinanceSettingsCard } from './finance-settings-card';

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const lastDays = (n: number): Period => ({ from: day(dayjs().subtract(n - 1, 'day')), to: day(dayjs()) });

/** The period's figures with a chart per day. */
function Overview() {
  const t = useT();
  const [period, setPeriod] = useState<Period>(lastDays(30));
  const overview = useQuery(financeOverviewQuery(period));
  const d = overview.data;
  const figures = [
    ['gmv', d?.gmv],
    ['commission', d?.commission],
    ['platformDiscounts', d?.platformDiscounts],
    ['refunds', d?.refunds],
    ['pendingPayouts', d?.pendingPayouts],
    ['paidOut', d?.paidOut],
    ['adjustments', d?.adjustments],
  ] as const;
  return (
    <Card
      title={t('platform.finance.overview')}
      style={{ marginBottom: 16 }}
      extra={
        <DateRangePicker
          aria-label={t('common.dates.period')}
          allowClear={false}
          value={[dayjs(period.from), dayjs(period.to)]}
          disabledDate={(current) => current.isAfter(dayjs(), 'day')}
          presets={[
            { label: t('platform.finance.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] },
            { label: t('platform.finance.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
            { label: t('platform.finance.last90'), value: [dayjs().subtract(89, 'day'), dayjs()] },
          ]}
          onChange={(range) => {
            if (range?.[0] && range[1]) setPeriod({ from: day(range[0]), to: day(range[1]) });
          }}
          data-testid="finance-period"
        />
      }
    >
      <Row gutter={[16, 16]}>
        {figures.map(([key, value]) => (
          <Col xs={12} md={8} xxl={4} key={key}>
            <Statistic title={t(`platform.finance.${key}`)} value={value ? money(value) : '-'} loading={!d} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('platform.finance.chart')}
      </Typography.Title>
      {d && (
        <SalesChart
          series={d.days.map((p) => ({ date: p.date, sales: p.gmv, orders: 0 }))}
          measure="sales"
          label={(p) => {
            const point = d.days.find((x) => x.date === p.date);
            return t('platform.finance.chartPoint', {
              date: p.date,
              gmv: money(p.sales),
              commission: money(point?.commission ?? '0.00'),
            });
          }}
        />
      )}
    </Card>
  );
}

/** Shops' balances, and a shop's own commission rate. */
function Shops() {
  const pageButtons = usePageButtons();
  const t = useT();
  const clearable = useClearable();
  const client = useQueryClient();
  const [filter, setFilter] = useState<ShopFilter>({ page: 1, limit: 10 });
  const shops = useQuery(financeShopsQuery(filter));
  const [editing, setEditing] = useState<AdminFinanceShop | null>(null);
  const [mode, setMode] = useState<'own' | 'category'>('own');
  const [rate, setRate] = useState<NumberValue>(null);
  const [busy, setBusy] = useState(false);
  const [adjusting, setAdjusting] = useState<AdminFinanceShop | null>(null);
  const rateProblem = numberProblem(t, rate, 0, 100);

  const open = (shop: AdminFinanceShop) => {
    setEditing(shop);
    setMode(shop.ownRate ? 'own' : 'category');
    setRate(shop.commissionRate);
  };
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      await setCommission(editing.merId, { rate: mode === 'category' ? null : String(rate) });
      await client.invalidateQueries({ queryKey: ['platform', 'finance', 'shops'] });
      setEditing(null);
    } catch {
      // Shown by the API client; the dialog stays open with what was typed.
    } finally {
      setBusy(false);
    }
  };

  const debtOrMoney = (value: string) => money(value);
  return (
    <Card title={t('platform.finance.shops')} style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear={clearable}
        placeholder={t('platform.finance.searchShop')}
        aria-label={t('platform.finance.searchShop')}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(keyword) => setFilter({ ...filter, page: 1, keyword: keyword.trim() || undefined })}
      />
      <Table<AdminFinanceShop>
        rowKey="merId"
        size="middle"
        loading={shops.isFetching}
        dataSource={shops.data?.list}
        pagination={{
          ...pageButtons,
          current: filter.page,
          pageSize: filter.limit,
          total: shops.data?.total,
          onChange: (page, limit) => setFilter({ ...filter, page, limit }),
        }}
        columns={[
          { title: t('platform.finance.shop'), dataIndex: 'name', key: 'name' },
          { title: t('platform.finance.pending'), key: 'pending', align: 'right', render: (_, s) => money(s.pending) },
          {
            title: t('platform.finance.available'),
            key: 'available',
            align: 'right',
            render: (_, s) => money(s.available),
          },
          { title: t('platform.finance.paying'), key: 'paying', align: 'right', render: (_, s) => money(s.paying) },
          { title: t('platform.finance.paidOut'), key: 'paidOut', align: 'right', render: (_, s) => money(s.paidOut) },
          {
            title: t('platform.finance.debt'),
            key: 'debt',
            align: 'right',
            render: (_, s) =>
              s.debt === '0.00' ? (
                debtOrMoney(s.debt)
              ) : (
                <Typography.Text type="danger">{money(s.debt)}</Typography.Text>
              ),
          },
          {
            title: t('platform.finance.rate'),
            key: 'rate',
            render: (_, s) => (
              // The rate and its origin side by side where there is room, one under the other where amounts written
              // as the language writes them (French "2 319,99 $") take it, at 1200 px.
              <Flex gap={6} align="center" wrap="wrap">
                <span style={{ whiteSpace: 'nowrap' }}>{percent(s.commissionRate)}</span>
                <Tag color={s.ownRate ? 'blue' : 'default'}>
                  {s.ownRate ? t('platform.finance.ownRate') : t('platform.finance.categoryRate')}
                </Tag>
              </Flex>
            ),
          },
          {
            title: t('platform.common.actions'),
            key: 'actions',
            width: 120,
            render: (_, s) => (
              <Flex vertical gap={6} align="start">
                <Button size="small" onClick={() => open(s)} data-testid={`rate-${s.merId}`}>
                  {t('platform.finance.setRate')}
                </Button>
                <Button size="small" onClick={() => setAdjusting(s)} data-testid={`adjust-${s.merId}`}>
                  {t('platform.finance.adjust')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('platform.finance.rateTitle', { name: editing?.name ?? '' })}
        okText={t('common.actions.save')}
        confirmLoading={busy}
        onOk={save}
        okButtonProps={{ disabled: mode === 'own' && (rate === null || rateProblem !== null) }}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value)}
          style={{ marginBottom: 16, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <Radio value="category">
            {t('platform.finance.useCategory', { rate: percent(editing?.categoryRate ?? '0.00') })}
          </Radio>
          <Radio value="own">{t('platform.finance.useOwn')}</Radio>
        </Radio.Group>
        <NumberInput
          stringMode
          decimals={2}
          suffix="%"
          disabled={mode === 'category'}
          status={mode === 'own' && rateProblem ? 'error' : undefined}
          value={rate}
          onChange={setRate}
          style={{ width: 160 }}
          aria-label={t('platform.finance.rate')}
          data-testid="rate-input"
        />
        {mode === 'own' && rateProblem && (
          <Typography.Paragraph type="danger" style={{ marginTop: 8, marginBottom: 0 }} data-testid="rate-error">
            {rateProblem}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('platform.finance.rateHint')}
        </Typography.Paragraph>
      </Modal>
      <AdjustDialog shop={adjusting} onClose={() => setAdjusting(null)} />
    </Card>
  );
}

/** Money to merchants, the platform's side: the period overview, shops' balances and rates, settlement settings. */
export default function PlatformFinancePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('platform.menu.finance')} />
      <Overview />
      <Shops />
      <FinanceSettingsCard />
    </>
  );
}
