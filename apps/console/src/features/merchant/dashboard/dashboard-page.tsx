import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SalesChart } from '../../../components/sales-chart';
import { money, shortDay } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { dashboardQuery } from '../api/dashboard';

export default function DashboardPage() {
  const t = useT();
  const { data } = useQuery(dashboardQuery());
  const [measure, setMeasure] = useState<'sales' | 'orders'>('sales');

  return (
    <>
      <PageHeader title={t('merchant.menu.dashboard')} />
      <Row gutter={[16, 16]}>
        {[
          { key: 'todayOrders', value: data?.today.orders, testid: 'today-orders' },
          { key: 'todaySales', value: data ? money(data.today.sales) : undefined, testid: 'today-sales' },
          { key: 'toShip', value: data?.toShip, link: '/merchant/orders?status=to_ship', testid: 'to-ship' },
          { key: 'refunds', value: data?.refundsToHandle, link: '/merchant/refunds', testid: 'refunds-to-handle' },
          { key: 'onSale', value: data?.productsOnSale, link: '/merchant/products', testid: 'on-sale' },
        ].map((figure) => (
          <Col key={figure.key} flex="1 1 180px">
            <Card data-testid={figure.testid}>
              {data ? (
                <Statistic
                  title={
                    figure.link ? (
                      <Link to={figure.link}>{t(`merchant.dashboard.${figure.key}`)}</Link>
                    ) : (
                      t(`merchant.dashboard.${figure.key}`)
                    )
                  }
                  value={figure.value}
                />
              ) : (
                <Skeleton active paragraph={false} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
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
        {data ? (
          <SalesChart
            series={data.series}
            measure={measure}
            label={(p) =>
              t('merchant.dashboard.pointLabel', { day: shortDay(p.date), orders: p.orders, sales: money(p.sales) })
            }
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </>
  );
}
