import { useQuery } from '@tanstack/react-query';
import { FigureGrid, SalesCard } from '../../../components/dashboard';
import { PageHeader } from '../../../components/page-header';
import { money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { dashboardQuery } from '../api/dashboard';

export default function DashboardPage() {
  const t = useT();
  const { data } = useQuery(dashboardQuery());
  const figure = (key: string, value: number | string | undefined, testid: string, link?: string) => ({
    label: t(`merchant.dashboard.${key}`),
    value,
    testid,
    link,
  });
  return (
    <>
      <PageHeader title={t('merchant.menu.dashboard')} />
      <FigureGrid
        loading={!data}
        figures={[
          figure('todayOrders', data?.today.orders, 'today-orders'),
          figure('todaySales', data ? money(data.today.sales) : undefined, 'today-sales'),
          figure('toShip', data?.toShip, 'to-ship', '/merchant/orders?status=to_ship'),
          figure('refunds', data?.refundsToHandle, 'refunds-to-handle', '/merchant/refunds'),
          figure('onSale', data?.productsOnSale, 'on-sale', '/merchant/products'),
        ]}
      />
      <SalesCard series={data?.series} />
    </>
  );
}
