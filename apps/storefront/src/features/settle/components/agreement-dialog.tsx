import { useId } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import { useAgreement } from '../api/get-agreement';
import styles from '../settle.module.css';

/** The settlement agreement (plain text from the platform, never HTML); "I agree" ticks the box. */
export function AgreementDialog({ onAgree, onClose }: { onAgree(): void; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const agreement = useAgreement(true);
  const paragraphs = (agreement.data?.content ?? '').split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.agreementDialog} testId="settle-agreement-dialog">
      <h2 id={titleId} className={styles.agreementTitle}>
        {agreement.data?.title ?? t('settle.agreementLink')}
      </h2>
      <div className={styles.agreementText} data-testid="settle-agreement-text">
        {agreement.isPending && <p className={`skeleton ${styles.agreementSkeleton}`} />}
        {agreement.isError && <p>{t('settle.agreementFailed')}</p>}
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.agreementActions}>
        <button type="button" className={buttons.ghost} onClick={onClose}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className={buttons.primary}
          onClick={onAgree}
          disabled={!agreement.data}
          data-testid="settle-agreement-agree"
        >
          {t('settle.agreeButton')}
        </button>
      </div>
    </Modal>
  );
}
