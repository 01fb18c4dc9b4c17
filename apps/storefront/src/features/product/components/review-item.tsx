import type { Reply } from '@mall/contract';
import { Avatar } from '../../../components/ui/avatar';
import { Stars } from '../../../components/ui/stars';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import styles from './reviews.module.css';

/** One review; every text is shopper input and is rendered as plain text. */
export function ReviewItem({ reply }: { reply: Reply }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.item} data-testid="review-item">
      <div className={styles.user}>
        <Avatar
          className={styles.avatar}
          src={reply.avatar}
          loading="lazy"
          fallback={<span className={styles.avatar} aria-hidden="true" />}
        />
        <span>{reply.nickname}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.scores}>
          <span>
            {t('reviews.productScore')} <Stars value={reply.productScore} />
          </span>
          <span>
            {t('reviews.serviceScore')} <Stars value={reply.serviceScore} />
          </span>
          <time className={styles.date} dateTime={reply.createTime}>
            {formatDate(reply.createTime, i18n.language)}
          </time>
        </div>
        {reply.skuText && <p className={styles.sku}>{reply.skuText}</p>}
        <p className={styles.comment}>{reply.comment}</p>
        {reply.pics?.length > 0 && (
          <div className={styles.pics}>
            {reply.pics.map((pic, index) => (
              <a key={pic} href={pic} target="_blank" rel="noopener noreferrer">
                <img src={pic} alt={t('reviews.picture', { number: index + 1 })} loading="lazy" />
              </a>
            ))}
          </div>
        )}
        {reply.merchantReply && (
          <p className={styles.reply}>
            <strong>{t('reviews.merchantReply')}</strong> {reply.merchantReply}
          </p>
        )}
      </div>
    </li>
  );
}
