import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import { useMoney } from '../../../lib/currency';
import { useDeadline } from '../../../lib/deadline';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { ShopOrder } from '../api/get-order-list';
import { Deliverer } from './deliverer';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import styles from './orders.module.css';

interface Props {
  order: ShopOrder;
  onCartChanged(): void;
}

/** A shop order in the list: date, number, shop, goods, amount, status and the actions of its state. */
export function OrderCard({ order, onCartChanged }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const detail = `/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}`;
  return (
    <article className={styles.card} data-testid="order-card" data-order-no={order.orderNo}>
      <header className={styles.cardHead}>
        <time dateTime={order.createTime}>{formatDate(order.createTime, i18n.language, true)}</time>
        <span>
          {t('buying.orders.orderNo')}{' '}
          <LocaleLink to={detail} className={styles.orderNo} data-testid="order-no">
            {order.orderNo}
          </LocaleLink>
        </span>
        <LocaleLink to={`/merchant/merchant/home?merId=${order.merId}`} className={styles.shopLink}>
          <Icon name="store" size={15} />
          <span data-testid="order-shop">{order.merName}</span>
        </LocaleLink>
      </header>
      <div className={styles.cardBody}>
        <div className={styles.cardItems}>
          <OrderItems items={order.items} />
        </div>
        <div className={styles.cardAmount}>
          <Price value={order.payFee} className={styles.amount} testId="order-amount" />
          <span className={styles.muted}>{t('buying.orders.pieces', { count: order.totalNum })}</span>
          <span className={styles.muted}>{t('buying.orders.freightIncl', { amount: money(order.freightFee) })}</span>
        </div>
        <div className={styles.cardStatus}>
          <span className={styles.status} data-testid="order-status">
            {t(`buying.status.${order.status}`)}
          </span>
          {order.status === 'unpaid' && <PayClock deadline={order.payDeadline} />}
          <LocaleLink to={detail} className={styles.detailLink} data-testid="order-detail-link">
            {t('buying.orders.detail')}
          </LocaleLink>
        </div>
        <div className={styles.cardActions}>
          {order.deliveryMethod === 'deliver' && <Deliverer name={order.courierName} phone={order.courierPhone} />}
          <OrderActions order={order} onCartChanged={onCartChanged} />
        </div>
      </div>
    </article>
  );
}

function PayClock({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const clock = useDeadline(deadline);
  if (clock.over) return null;
  return <span className={styles.clock}>{t('buying.orders.payLeft', { time: clock.text })}</span>;
}
