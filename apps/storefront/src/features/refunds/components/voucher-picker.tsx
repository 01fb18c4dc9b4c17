import { REFUND_IMAGES_MAX } from '@mall/contract';
import { type ChangeEvent, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { MAX_VOUCHER_BYTES, uploadVoucher, VOUCHER_TYPES } from '../api/upload-voucher';
import styles from '../refunds.module.css';

interface Props {
  images: string[];
  onChange(images: string[]): void;
  /** Tells the form an upload is running (it waits before submitting). */
  onBusy(busy: boolean): void;
}

/** Up to five voucher pictures, each uploaded at once through the upload call; the server's refusal is shown. */
export function VoucherPicker({ images, onChange, onBusy }: Props) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  const refuse = (message: string) => {
    setError(message);
    showToast(message, 'error');
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, REFUND_IMAGES_MAX - images.length);
    event.target.value = '';
    if (files.length === 0) return;
    setError('');
    setUploading(true);
    onBusy(true);
    let next = images;
    try {
      for (const file of files) {
        if (!VOUCHER_TYPES.includes(file.type)) {
          refuse(t('refunds.confirm.pictureType'));
          continue;
        }
        if (file.size > MAX_VOUCHER_BYTES) {
          refuse(t('refunds.confirm.pictureSize'));
          continue;
        }
        try {
          const { url } = await uploadVoucher(file);
          next = [...next, url];
          onChange(next);
        } catch (failure) {
          refuse(failure instanceof ApiError ? failure.message : t('errorPage.failed'));
        }
      }
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  return (
    <div>
      <div className={styles.vouchers} data-testid="refund-vouchers">
        {images.map((url, index) => (
          <div key={url} className={styles.voucher} data-testid="refund-voucher">
            <img src={url} alt="" />
            <button
              type="button"
              className={styles.voucherRemove}
              aria-label={t('refunds.confirm.removePicture', { index: index + 1 })}
              onClick={() => onChange(images.filter((other) => other !== url))}
            >
              <Icon name="close" size={12} />
            </button>
          </div>
        ))}
        {images.length < REFUND_IMAGES_MAX && (
          <label className={styles.voucherAdd}>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            {uploading ? t('refunds.confirm.uploading') : t('refunds.confirm.addPicture')}
            <input
              type="file"
              accept="image/jpeg,image/png"
              multiple
              disabled={uploading}
              onChange={(event) => void pick(event)}
              data-testid="refund-voucher-input"
            />
          </label>
        )}
      </div>
      <p className={styles.hint}>
        {t('refunds.confirm.vouchersHint')} ({images.length}/{REFUND_IMAGES_MAX})
      </p>
      {error && (
        <p className={styles.fieldError} role="alert" data-testid="refund-voucher-error">
          {error}
        </p>
      )}
    </div>
  );
}
