import type { UserInfo } from '@mall/contract';
import { type FormEvent, useId, useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { type Countdown, ProofFields } from './account-security';
import { closeAccount, type Proof } from './api/account-security';
import styles from './user-info-page.module.css';

/** Closing the account: what goes and what stays, the owner's proof, a confirmation, then signed out. */
export function CloseAccount({
  user,
  onClosed,
  proofClock,
}: {
  user: UserInfo;
  onClosed: () => void;
  proofClock: Countdown;
}) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<Proof>({});
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const sureId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      showToast(await closeAccount(proof), 'success');
      onClosed();
    } catch {
      // The refusal (an open order or refund, named; a wrong password or code) was shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="close-title" data-testid="close-account">
      <h2 id="close-title" className={styles.title}>
        {t('account.closeTitle')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <span className={styles.label} />
          <p className={styles.closeText}>{t('account.closeText')}</p>
        </div>
        {user.isGuest ? (
          // A guest has no password, e-mail or phone to prove with: its own session closes it (audit FN7).
          <div className={styles.row}>
            <span className={styles.label} />
            <p className={styles.hint} data-testid="close-guest">
              {t('account.closeGuest')}
            </p>
          </div>
        ) : (
          <ProofFields user={user} proof={proof} onProof={setProof} clock={proofClock} />
        )}
        <div className={styles.row}>
          <span className={styles.label} />
          <label htmlFor={sureId} className={styles.check}>
            <input
              id={sureId}
              type="checkbox"
              checked={sure}
              onChange={(event) => setSure(event.target.checked)}
              data-testid="close-sure"
            />
            {t('account.closeSure')}
          </label>
        </div>
        <div className={styles.row}>
          <span className={styles.label} />
          <button
            type="submit"
            className={`${buttons.primary} ${styles.danger}`}
            disabled={busy || !sure}
            data-testid="close-submit"
          >
            {t('account.closeConfirm')}
          </button>
        </div>
      </form>
    </section>
  );
}
