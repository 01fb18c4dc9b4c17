import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorPage } from '../../components/ui/error-page';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { statusOfError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type MyCoupon, type MyCouponState, useMyCoupons } from './api/get-my-coupons';
import { useCouponText } from './components/coupon-text';
import { CouponTicket } from './components/coupon-ticket';
import ticketStyles from './components/coupon-ticket.module.css';
import styles from './coupons-page.module.css';

/** Spec section 3: the tabs merchant (general), goods and category, i.e. useType 1, 2 and 3. */
const KINDS = [
  { useType: 1, key: 'general' },
  { useType: 2, key: 'goods' },
  { useType: 3, key: 'category' },
] as const;
const STATES: MyCouponState[] = ['usable', 'unusable'];
const LIMIT = 10;

/** Where "use now" leads: the product, the shop, the category's goods or the mall. */
function targetOf(coupon: MyCoupon): string {
  if (coupon.useType === 2 && coupon.productIds.length === 1) return `/goods_detail/${coupon.productIds[0]}`;
  if (coupon.useType === 3 && coupon.categoryId !== null) return `/goods/goods_search?cid=${coupon.categoryId}`;
  if (coupon.merId > 0) return `/merchant/merchant/home?merId=${coupon.merId}`;
  return '/';
}

function List({ state, useType }: { state: MyCouponState; useType: number }) {
  const { t } = useTranslation();
  const text = useCouponText();
  const [page, setPage] = useState(1);
  const query = useMyCoupons({ type: state, useType, page, limit: LIMIT });
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  if (!query.data) return <div className="skeleton" style={{ height: 260 }} aria-busy="true" />;
  if (query.data.list.length === 0) {
    return (
      <EmptyState title={t('coupons.mine.empty')} icon="gift">
        <p>{t('coupons.mine.emptyText')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={ticketStyles.gridTwo} data-testid="my-coupons">
        {query.data.list.map((coupon) => (
          <CouponTicket
            key={coupon.id}
            coupon={coupon}
            validity={text.heldValidity(coupon)}
            note={text.heldNote(coupon)}
            stamp={coupon.status === 'unused' ? undefined : t(`coupons.${coupon.status}`)}
            testId="my-coupon"
            action={
              coupon.status === 'unused' ? (
                <LocaleLink to={targetOf(coupon)} className={ticketStyles.link}>
                  {t('coupons.use')}
                </LocaleLink>
              ) : undefined
            }
          />
        ))}
      </div>
      <Pagination page={page} total={query.data.total} limit={LIMIT} onChange={setPage} />
    </>
  );
}

/** /users/coupon_list: my coupons by kind (general, goods, category), usable or used and expired. */
export default function MyCouponsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coupons.mine.title'));
  const [useType, setUseType] = useState<number>(1);
  const [state, setState] = useState<MyCouponState>('usable');
  return (
    <section className={styles.pageCard} data-testid="coupon-list-page">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('coupons.mine.title')}</h1>
        <div className={styles.tabs} role="tablist">
          {KINDS.map((kind) => (
            <button
              key={kind.key}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={useType === kind.useType}
              onClick={() => setUseType(kind.useType)}
              data-testid={`coupon-tab-${kind.key}`}
            >
              {t(`coupons.kinds.${kind.key}`)}
            </button>
          ))}
        </div>
        <LocaleLink to="/goods/coupon_center" className={styles.centreLink} data-testid="coupon-centre-link">
          <Icon name="gift" size={15} />
          {t('coupons.mine.centre')}
        </LocaleLink>
      </header>
      <div className={styles.bar}>
        <div className={styles.states} role="tablist">
          {STATES.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              className={styles.state}
              aria-selected={state === key}
              onClick={() => setState(key)}
              data-testid={`coupon-state-${key}`}
            >
              {t(`coupons.mine.${key}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel">
        <List key={`${useType}-${state}`} state={state} useType={useType} />
      </div>
    </section>
  );
}
