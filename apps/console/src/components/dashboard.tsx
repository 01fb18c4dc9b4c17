import type { Dashboard } from '@mall/contract';
import { Card, Col, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { money, shortDay } from '../lib/format';
import { useT } from '../lib/i18n';
import { SalesChart } from './sales-chart';

/**
 * One figure of a dashboard: its text's key, its value (undefined while loading), the list it opens, and a note that
 * qualifies it (products counted on sale that no shopper sees while the shop is suspended).
 */
export type Figure = {
  label: string;
  value: number | string | undefined;
  link?: string;
  testid: string;
  note?: string;
};

/** The figures of a console's first page, each a card; a figure with a list links to it. */
export function FigureGrid({ figures, loading }: { figures: Figure[]; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.testid} flex="1 1 190px">
          <Card data-testid={figure.testid} style={{ height: '100%' }}>
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <>
                <Statistic
                  title={figure.link ? <Link to={figure.link}>{figure.label}</Link> : figure.label}
                  value={figure.value}
                />
                {figure.note && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid={`${figure.testid}-note`}>
                    {figure.note}
                  </Typography.Text>
                )}
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The last 30 days' paid orders or sales as bars, switchable. */
export function SalesCard({ series }: { series: Dashboard['series'] | undefined }) {
  const t = useT();
  const [measure, setMeasure] = useState<'sales' | 'orders'>('sales');
  return (
    <Card
      style={{ marginTop: 16 }}
      title={t('merchant.dashboard.chartTitle')}
      extra={
        <Segmented
          value={measure}
          onChange={(v) => setMeasure(v as 'sales' | 'orders')}
          options={[
            { value: 'sales', label: t('merchant.dashboard.sales') },
            { value: 'orders', label: t('merchant.dashboard.orders') },
          ]}
        />
      }
    >
      {series ? (
        <SalesChart
          series={series}
          measure={measure}
          label={(p) =>
            t('merchant.dashboard.pointLabel', { day: shortDay(p.date), count: p.orders, sales: money(p.sales) })
          }
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
