import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SalesChart } from '../../../components/sales-chart';
import { money, shortDay } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { platformDashboardQuery } from '../api/overview';

/** The operator's first page: the mall's sales and what waits for a decision, each figure a link to its list. */
export default function PlatformDashboardPage() {
  const t = useT();
  const { data } = useQuery(platformDashboardQuery());
  const [measure, setMeasure] = useState<'sales' | 'orders'>('sales');
  const figures = [
    { key: 'todayOrders', value: data?.today.orders },
    { key: 'todaySales', value: data ? money(data.today.sales) : undefined },
    { key: 'last30Orders', value: data?.last30.orders },
    { key: 'last30Sales', value: data ? money(data.last30.sales) : undefined },
    { key: 'toShip', value: data?.toShip, link: '/platform/orders' },
    { key: 'refunds', value: data?.refundsWaiting, link: '/platform/refunds' },
    { key: 'applications', value: data?.applicationsWaiting, link: '/platform/applications' },
    { key: 'shopChanges', value: data?.shopChangesWaiting, link: '/platform/shop-changes' },
    { key: 'newShops', value: data?.newShops, link: '/platform/merchants' },
    { key: 'onSale', value: data?.productsOnSale, link: '/platform/products' },
  ];
  return (
    <>
      <PageHeader title={t('platform.menu.dashboard')} />
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} flex="1 1 200px">
            <Card data-testid={`platform-${figure.key}`} style={{ height: '100%' }}>
              {data ? (
                <Statistic
                  title={
                    figure.link ? (
                      <Link to={figure.link}>{t(`platform.dashboard.${figure.key}`)}</Link>
                    ) : (
                      t(`platform.dashboard.${figure.key}`)
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
