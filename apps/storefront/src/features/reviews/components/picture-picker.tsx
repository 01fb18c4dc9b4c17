import { REVIEW_MAX_PICS } from '@mall/contract';
import { type ChangeEvent, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { MAX_PICTURE_BYTES, PICTURE_TYPES, uploadPicture } from '../api/upload-picture';
import styles from '../reviews.module.css';

interface Props {
  pictures: string[];
  onChange(pictures: string[]): void;
  /** A problem to tell the shopper (wrong type, too large, too many, or the server's reason); null clears it. */
  onProblem(text: string | null): void;
  disabled?: boolean;
  onBusy?(busy: boolean): void;
}

/** Up to 5 JPG or PNG pictures, each uploaded as soon as it is chosen; shown as thumbnails that can be removed. */
export function PicturePicker({ pictures, onChange, onProblem, disabled, onBusy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const room = REVIEW_MAX_PICS - pictures.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    onProblem(files.length > room ? t('evaluation.errors.picturesMax') : null);
    const wanted = files.slice(0, Math.max(0, room));
    const added: string[] = [];
    setUploading(wanted.length);
    onBusy?.(true);
    try {
      for (const file of wanted) {
        if (!PICTURE_TYPES.includes(file.type)) {
          onProblem(t('evaluation.errors.pictureType'));
          continue;
        }
        if (file.size > MAX_PICTURE_BYTES) {
          onProblem(t('evaluation.errors.pictureSize'));
          continue;
        }
        try {
          const { url } = await uploadPicture(file);
          added.push(url);
          onChange([...pictures, ...added]);
        } catch (error) {
          onProblem(error instanceof ApiError && error.message ? error.message : t('evaluation.errors.upload'));
        } finally {
          setUploading((count) => count - 1);
        }
      }
    } finally {
      setUploading(0);
      onBusy?.(false);
    }
  };

  return (
    <div className={styles.pictures}>
      <ul className={styles.thumbs} data-testid="review-pictures">
        {pictures.map((url, index) => (
          <li key={url} className={styles.thumb} data-testid="review-picture">
            <img src={url} alt={t('evaluation.confirm.picture', { number: index + 1 })} />
            <button
              type="button"
              className={styles.thumbRemove}
              aria-label={t('evaluation.confirm.removePicture', { number: index + 1 })}
              disabled={disabled || uploading > 0}
              onClick={() => {
                onProblem(null);
                onChange(pictures.filter((other) => other !== url));
              }}
              data-testid="review-picture-remove"
            >
              <Icon name="close" size={12} />
            </button>
          </li>
        ))}
        {uploading > 0 && (
          <li className={`${styles.thumb} ${styles.thumbLoading} skeleton`} aria-live="polite">
            <span className="visually-hidden">{t('evaluation.confirm.uploading')}</span>
          </li>
        )}
        {room > 0 && uploading === 0 && (
          <li>
            <button
              type="button"
              className={styles.addPicture}
              onClick={() => input.current?.click()}
              disabled={disabled}
              data-testid="review-picture-add"
            >
              <span className={styles.addPlus} aria-hidden="true">
                +
              </span>
              <span>{t('evaluation.confirm.addPicture')}</span>
            </button>
          </li>
        )}
      </ul>
      <p className={styles.hint}>
        {t('evaluation.confirm.picturesHint')}{' '}
        <span data-testid="review-picture-count">
          {pictures.length}/{REVIEW_MAX_PICS}
        </span>
      </p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
        data-testid="review-picture-file"
      />
    </div>
  );
}
