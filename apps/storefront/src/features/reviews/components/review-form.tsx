import { charCount, REVIEW_TEXT_MAX } from '@mall/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { LocaleLink } from '../../../components/ui/locale-link';
import { ApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useSubmitReview } from '../api/submit-review';
import { reviewProblem } from '../review-rules';
import styles from '../reviews.module.css';
import { PicturePicker } from './picture-picker';
import { StarInput } from './star-input';

export interface ReviewItem {
  id: number;
  productId: number;
  name: string;
  image: string;
  skuText: string;
}

interface Props {
  orderNo: string;
  item: ReviewItem;
  onReviewed(result: { orderCompleted: boolean }): void;
}

/**
 * The review of one item: product quality and service attitude (1-5 stars), the text with the spec's prompt and a
 * counter, and up to 5 pictures. A refused review keeps everything typed and says why next to the button.
 */
export function ReviewForm({ orderNo, item, onReviewed }: Props) {
  const { t } = useTranslation();
  const [productScore, setProductScore] = useState(5);
  const [serviceScore, setServiceScore] = useState(5);
  const [comment, setComment] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const problemId = useId();
  const submit = useSubmitReview();
  // Characters as the reviewer sees them, as the server counts (audit FC3): an emoji is one, not two.
  const length = charCount(comment.trim());
  const busy = submit.isPending;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const input = { orderNo, itemId: item.id, productScore, serviceScore, comment, pics };
    const key = reviewProblem(input);
    if (key) {
      setProblem(t(key));
      if (key.includes('comment')) text.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const result = await submit.mutateAsync({ ...input, comment: comment.trim() });
      showToast(t('evaluation.confirm.thanks'), 'success');
      onReviewed(result);
    } catch (error) {
      setProblem(error instanceof ApiError && error.message ? error.message : t('errors.other'));
    }
  };

  return (
    <form className={styles.itemCard} onSubmit={(event) => void send(event)} noValidate data-testid="review-form">
      <ItemSummary item={item} />
      <div className={styles.fields}>
        <StarInput
          label={t('evaluation.confirm.productScore')}
          value={productScore}
          onChange={setProductScore}
          disabled={busy}
          testId="review-product-score"
        />
        <StarInput
          label={t('evaluation.confirm.serviceScore')}
          value={serviceScore}
          onChange={setServiceScore}
          disabled={busy}
          testId="review-service-score"
        />
        <label className={styles.fieldLabel} htmlFor={textId}>
          {t('evaluation.confirm.text')}
        </label>
        <div className={styles.textBox}>
          <textarea
            ref={text}
            id={textId}
            className={styles.textarea}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('evaluation.confirm.placeholder')}
            rows={5}
            aria-invalid={problem !== null && length === 0}
            aria-describedby={problem ? problemId : undefined}
            disabled={busy}
            data-testid="review-text"
          />
          <span
            className={length > REVIEW_TEXT_MAX ? `${styles.counter} ${styles.counterOver}` : styles.counter}
            data-testid="review-text-counter"
          >
            {length}/{REVIEW_TEXT_MAX}
          </span>
        </div>
        <span className={styles.fieldLabel}>{t('evaluation.confirm.pictures')}</span>
        <PicturePicker
          pictures={pics}
          onChange={setPics}
          onProblem={setProblem}
          onBusy={setUploading}
          disabled={busy}
        />
        <div className={styles.submitRow}>
          <button type="submit" className={buttons.primary} disabled={busy || uploading} data-testid="review-submit">
            {busy ? t('evaluation.confirm.submitting') : t('evaluation.confirm.submit')}
          </button>
          {problem && (
            <p id={problemId} className={styles.problem} role="alert" data-testid="review-problem">
              {problem}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** Picture, name and options of the item under review. */
export function ItemSummary({ item }: { item: ReviewItem }) {
  return (
    <div className={styles.itemSummary}>
      <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.itemImage} aria-label={item.name}>
        {item.image && <img src={item.image} alt="" width={72} height={72} loading="lazy" />}
      </LocaleLink>
      <div className={styles.itemText}>
        <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.itemName}>
          {item.name}
        </LocaleLink>
        {item.skuText && <span className={styles.muted}>{item.skuText}</span>}
      </div>
    </div>
  );
}
