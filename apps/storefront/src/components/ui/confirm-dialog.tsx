import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import buttons from './button.module.css';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

interface Props {
  title: string;
  text?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
}

/** Asks before an action that cannot be undone (delete, cancel an order, confirm receipt). */
export function ConfirmDialog({ title, text, confirmLabel, busy = false, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onCancel} className={styles.dialog} testId={testId ?? 'confirm-dialog'}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>
        <button type="button" className={buttons.ghost} onClick={onCancel} data-testid="confirm-cancel">
          {t('buying.common.cancel')}
        </button>
        <button type="button" className={buttons.primary} onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
          {confirmLabel ?? t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
