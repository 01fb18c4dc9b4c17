import { useQuery } from '@tanstack/react-query';
import { FigureGrid, SalesCard } from '../../../components/dashboard';
import { PageHeader } from '../../../components/page-header';
import { money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { dashboardQuery } from '../api/dashboard';
import { shopProfileQuery } from '../api/shop-profile';

export default function DashboardPage() {
  const t = useT();
  const { data } = useQuery(dashboardQuery());
  // A suspended shop's products keep their switch for when it reopens, but no shopper sees or buys them, and the
  // count (what shoppers see) is 0 meanwhile (audits AW3 rest, FO8).
  const suspended = Boolean(useQuery(shopProfileQuery()).data?.suspension);
  const figure = (key: string, value: number | string | undefined, testid: string, link?: string, note?: string) => ({
    label: t(`merchant.dashboard.${key}`),
    value,
    testid,
    link,
    note,
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
          figure(
            'onSale',
            data?.productsOnSale,
            'on-sale',
            '/merchant/products',
            suspended ? t('merchant.dashboard.onSaleHidden') : undefined,
          ),
        ]}
      />
      <SalesCard series={data?.series} />
    </>
  );
}
