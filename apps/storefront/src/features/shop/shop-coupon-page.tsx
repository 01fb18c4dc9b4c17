import { EmptyState } from '../../components/ui/empty-state';
import { useTranslation } from '../../lib/i18n';

/** Shop coupons arrive with the coupons work; until then the page says so plainly. */
export default function ShopCouponPage() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('shop.noCoupons')} icon="gift">
      <p>{t('shop.noCouponsText')}</p>
    </EmptyState>
  );
}
