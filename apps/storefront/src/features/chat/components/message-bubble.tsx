import { type ChatMessage, productCardName } from '@mall/contract';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useMoney } from '../../../lib/currency';
import { formatClock } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import styles from './chat.module.css';

type Card = Record<string, string | number>;

/** One message: text shown as text (never as markup), a picture, or a product or order card as it was sent. */
export function MessageBubble({
  message,
  mine,
  onReport,
}: {
  message: ChatMessage;
  mine: boolean;
  onReport?: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (message.from === 'system')
    return (
      <p className={styles.system} data-testid="chat-message">
        {message.body}
      </p>
    );
  const card = message.card as Card | null;
  let content: React.ReactNode = message.body;
  if (message.kind === 'image')
    content = <img src={message.body} alt={t('chat.kind.image')} className={styles.picture} />;
  if (message.kind === 'product' && card)
    content = (
      <LocaleLink to={`/goods_detail/${card.productId}`} className={styles.card} data-testid="chat-product-card">
        {card.image && <img src={String(card.image)} alt="" />}
        <span>
          <span className={styles.cardName}>{productCardName(card, i18n.language)}</span>
          <span className={styles.cardPrice}>{money(String(card.price))}</span>
        </span>
      </LocaleLink>
    );
  if (message.kind === 'order' && card)
    content = (
      <LocaleLink
        to={`/order/order_detail?orderNo=${card.orderNo}`}
        className={styles.card}
        data-testid="chat-order-card"
      >
        {card.image && <img src={String(card.image)} alt="" />}
        <span>
          <span className={styles.cardName}>{String(card.orderNo)}</span>
          <span className={styles.cardPrice}>
            {money(String(card.total))} · {t('chat.items', { count: Number(card.itemCount) })}
          </span>
        </span>
      </LocaleLink>
    );
  return (
    <div className={mine ? `${styles.row} ${styles.mine}` : styles.row} data-testid="chat-message">
      <div className={styles.bubble}>{content}</div>
      <span className={styles.meta}>
        {/* In the page's language, not the browser's: a Thai page reads 14:05, an English one 02:05 PM. */}
        {formatClock(message.createTime, i18n.language)}
        {mine && ` · ${message.read ? t('chat.read') : t('chat.unreadMark')}`}
        {!mine && onReport && (
          <button type="button" className={styles.link} onClick={() => onReport(message.id)}>
            {t('chat.report')}
          </button>
        )}
      </span>
    </div>
  );
}
