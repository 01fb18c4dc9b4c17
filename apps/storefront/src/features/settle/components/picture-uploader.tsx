import { QUALIFICATION_PICTURES_MAX } from '@mall/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import styles from '../settle.module.css';

/** JPG and JPEG arrive as image/jpeg; the server checks the bytes again and re-encodes. */
const PICTURE_TYPES = ['image/jpeg', 'image/png'];
const MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  id: string;
  pictures: string[];
  onChange(pictures: string[]): void;
  upload(file: File): Promise<{ url: string }>;
  describedBy?: string;
}

/** Qualification pictures: 1 to 10, previews, remove, and a larger view on click. */
export function PictureUploader({ id, pictures, onChange, upload, describedBy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const titleId = useId();
  const latest = useRef(pictures);
  latest.current = pictures;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = QUALIFICATION_PICTURES_MAX - latest.current.length;
    if (files.length > room) showToast(t('settle.rules.picturesMax'), 'error');
    const wanted = files.slice(0, Math.max(0, room));
    const fitting = wanted.filter((file) => {
      if (!PICTURE_TYPES.includes(file.type)) {
        showToast(t('settle.pictureType'), 'error');
        return false;
      }
      if (file.size > MAX_BYTES) {
        showToast(t('settle.pictureSize'), 'error');
        return false;
      }
      return true;
    });
    // One after another, so the order on screen is the order chosen.
    for (const file of fitting) {
      setUploading((n) => n + 1);
      try {
        const { url } = await upload(file);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch {
        // The failure was shown as a toast; the other pictures stay.
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const remove = (index: number) => onChange(pictures.filter((_, i) => i !== index));
  const full = pictures.length + uploading >= QUALIFICATION_PICTURES_MAX;

  return (
    <div className={styles.pictures} data-testid="settle-pictures">
      <ul className={styles.pictureList}>
        {pictures.map((url, index) => (
          <li key={url} className={styles.picture} data-testid="settle-picture">
            <button
              type="button"
              className={styles.pictureShow}
              onClick={() => setShown(index)}
              aria-label={t('settle.showPicture', { number: index + 1 })}
            >
              <img src={url} alt="" />
            </button>
            <button
              type="button"
              className={styles.pictureRemove}
              onClick={() => remove(index)}
              aria-label={t('settle.removePicture', { number: index + 1 })}
              data-testid="settle-picture-remove"
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pictures on their way have no identity yet.
          <li key={`uploading-${index}`} className={`${styles.picture} ${styles.pictureBusy}`} aria-busy="true">
            <span className={styles.spinner} />
            <span>{t('settle.uploading')}</span>
          </li>
        ))}
        {!full && (
          <li>
            <button
              id={id}
              type="button"
              className={styles.pictureAdd}
              onClick={() => input.current?.click()}
              aria-describedby={describedBy}
              data-testid="settle-picture-add"
            >
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              {t('settle.addPicture')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
        data-testid="settle-picture-file"
      />
      <p className={styles.hint}>
        {t('settle.picturesHint')}{' '}
        <span className={styles.count} data-testid="settle-picture-count">
          {t('settle.picturesCount', { count: pictures.length })}
        </span>
      </p>
      {shown !== null && pictures[shown] && (
        <Modal labelledBy={titleId} onClose={() => setShown(null)} className={styles.viewer}>
          <h2 id={titleId} className="visually-hidden">
            {t('settle.showPicture', { number: shown + 1 })}
          </h2>
          <img src={pictures[shown]} alt={t('settle.showPicture', { number: shown + 1 })} />
        </Modal>
      )}
    </div>
  );
}
