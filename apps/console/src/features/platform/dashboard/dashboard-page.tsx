import { useQuery } from '@tanstack/react-query';
import { FigureGrid, SalesCard } from '../../../components/dashboard';
import { PageHeader } from '../../../components/page-header';
import { money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { platformDashboardQuery } from '../api/overview';

/** The operator's first page: the mall's sales and what waits for a decision, each figure a link to its list. */
export default function PlatformDashboardPage() {
  const t = useT();
  const { data } = useQuery(platformDashboardQuery());
  const figure = (key: string, value: number | string | undefined, link?: string) => ({
    label: t(`platform.dashboard.${key}`),
    value,
    testid: `platform-${key}`,
    link,
  });
  return (
    <>
      <PageHeader title={t('platform.menu.dashboard')} />
      <FigureGrid
        loading={!data}
        figures={[
          figure('todayOrders', data?.today.orders),
          figure('todaySales', data ? money(data.today.sales) : undefined),
          figure('last30Orders', data?.last30.orders),
          figure('last30Sales', data ? money(data.last30.sales) : undefined),
          figure('toShip', data?.toShip, '/platform/orders'),
          figure('refunds', data?.refundsWaiting, '/platform/refunds'),
          figure('applications', data?.applicationsWaiting, '/platform/applications'),
          figure('shopChanges', data?.shopChangesWaiting, '/platform/shop-changes'),
          figure('newShops', data?.newShops, '/platform/merchants'),
          figure('onSale', data?.productsOnSale, '/platform/products'),
        ]}
      />
      <SalesCard series={data?.series} />
    </>
  );
}
