import { useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useRevokeRefund } from '../api/revoke-refund';

/** Withdraws a refund request after a confirmation. */
export function RevokeButton({ refundNo, className }: { refundNo: string; className?: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeRefund();

  const confirm = async () => {
    try {
      await revoke.mutateAsync(refundNo);
      showToast(t('refunds.revoke.done'), 'success');
    } catch {
      // The server's reason was shown as a toast.
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className ?? `${buttons.ghost} ${buttons.small}`}
        onClick={() => setAsking(true)}
        data-testid="refund-revoke"
      >
        {t('refunds.revoke.action')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('refunds.revoke.title')}
          text={t('refunds.revoke.text')}
          confirmLabel={t('refunds.revoke.action')}
          busy={revoke.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
