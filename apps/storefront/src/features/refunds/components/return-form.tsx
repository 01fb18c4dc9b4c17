import { type FormEvent, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import { showToast, useFormToasts } from '../../../lib/toast';
import { useSendReturn } from '../api/send-return';
import styles from '../refunds.module.css';

const TRACKING = /^[\w-]{4,40}$/;

/**
 * The courier and tracking number of goods sent back for an accepted return; with `sent`, the parcel already
 * reported, corrected until the shop confirms receipt (audit AM2).
 */
export function ReturnForm({
  refundNo,
  sent,
  onDone,
}: {
  refundNo: string;
  sent?: { courier: string; trackingNo: string };
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [courier, setCourier] = useState(sent?.courier ?? '');
  const [trackingNo, setTrackingNo] = useState(sent?.trackingNo ?? '');
  const [problem, setProblem] = useState<'courier' | 'tracking' | null>(null);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  const send = useSendReturn(refundNo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = !courier.trim() ? 'courier' : !TRACKING.test(trackingNo.trim()) ? 'tracking' : null;
    setProblem(wrong);
    if (wrong) {
      toasts.refuse(t(wrong === 'courier' ? 'refunds.detail.courierEmpty' : 'refunds.detail.trackingInvalid'));
      return;
    }
    toasts.clear();
    try {
      await send.mutateAsync({ courier: courier.trim(), trackingNo: trackingNo.trim() });
      showToast(t(sent ? 'refunds.detail.corrected' : 'refunds.detail.sent'), 'success');
      onDone?.();
    } catch {
      // The server's reason was shown as a toast; what was typed stays.
    }
  };

  return (
    <form className={styles.returnForm} onSubmit={(event) => void submit(event)} noValidate data-testid="return-form">
      <label className={styles.fieldLabel} htmlFor="return-courier">
        {t('refunds.detail.courier')}
      </label>
      <input
        id="return-courier"
        className={styles.input}
        value={courier}
        maxLength={60}
        placeholder={t('refunds.detail.courierPlaceholder')}
        aria-invalid={problem === 'courier'}
        onChange={(event) => setCourier(event.target.value)}
        data-testid="return-courier"
      />
      <label className={styles.fieldLabel} htmlFor="return-tracking">
        {t('refunds.detail.trackingNo')}
      </label>
      <input
        id="return-tracking"
        className={styles.input}
        value={trackingNo}
        maxLength={40}
        placeholder={t('refunds.detail.trackingPlaceholder')}
        aria-invalid={problem === 'tracking'}
        onChange={(event) => setTrackingNo(event.target.value)}
        data-testid="return-tracking"
      />
      {problem && (
        <p className={styles.fieldError} style={{ gridColumn: 2, margin: 0 }}>
          {t(problem === 'courier' ? 'refunds.detail.courierEmpty' : 'refunds.detail.trackingInvalid')}
        </p>
      )}
      <button type="submit" className={buttons.primary} disabled={send.isPending} data-testid="return-submit">
        {t(sent ? 'refunds.detail.saveCorrection' : 'refunds.detail.send')}
      </button>
    </form>
  );
}
