import { useCallback, useEffect, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import { pollQrLogin } from '../api/poll-qr-login';
import { type QrLogin, startQrLogin } from '../api/start-qr-login';
import { AuthIcon } from '../components/auth-icons';
import { useDialog } from '../dialog-context';
import styles from '../login-dialog.module.css';
import { PanelHead } from './panel-head';

const POLL_MS = 2000;

type Phase = 'loading' | 'waiting' | 'scanned' | 'expired' | 'refused' | 'failed';

/**
 * QR-code sign-in: the code is a one-time link to /users/qrcode_confirm on the phone. The desktop polls every 2 s:
 * scanned, confirmed (with the new token: signed in) or expired (offer a fresh code).
 */
export function QrPanel() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const [qr, setQr] = useState<QrLogin | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const { finish } = dialog;

  const start = useCallback(async () => {
    setPhase('loading');
    try {
      setQr(await startQrLogin());
      setPhase('waiting');
    } catch {
      setPhase('failed');
    }
  }, []);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (!qr) return;
    let live = true;
    let timer = 0;
    const expiresAt = Date.now() + qr.expiresIn * 1000;
    const poll = async () => {
      if (Date.now() >= expiresAt) {
        setPhase('expired');
        return;
      }
      const answer = await pollQrLogin(qr.key).catch(() => ({ status: 'expired' as const, token: undefined }));
      if (!live) return;
      if (answer.status === 'confirmed' && answer.token) {
        await finish({ token: answer.token, cartMerge: answer.cartMerge });
        return;
      }
      // Cancel on the phone spends the code (audit AN7): say so at once, with a fresh code on offer.
      if (answer.status === 'refused') {
        setPhase('refused');
        return;
      }
      if (answer.status === 'expired' || answer.status === 'confirmed') {
        setPhase('expired');
        return;
      }
      setPhase(answer.status === 'scanned' ? 'scanned' : 'waiting');
      timer = window.setTimeout(poll, POLL_MS);
    };
    timer = window.setTimeout(poll, POLL_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [qr, finish]);

  const ended = phase === 'expired' || phase === 'refused';
  const endedText = phase === 'refused' ? t('login.qrRefused') : t('login.qrExpired');
  const status = phase === 'scanned' ? t('login.qrScanned') : ended ? endedText : t('login.qrHint');
  return (
    <>
      <PanelHead title={t('login.qrTitle')} />
      <div className={styles.qrBox}>
        <div className={styles.qrFrame}>
          {qr && phase !== 'failed' ? (
            <img
              src={qr.image}
              alt={t('login.qrAlt')}
              width={196}
              height={196}
              className={ended ? styles.qrFaded : undefined}
              data-testid="qr-image"
              data-key={qr.key}
            />
          ) : (
            <span className={`skeleton ${styles.qrSkeleton}`} />
          )}
          {(ended || phase === 'failed') && (
            <div className={styles.qrOverlay}>
              <p>{ended ? endedText : t('errorPage.failed')}</p>
              <button
                type="button"
                className={`${buttons.primary} ${buttons.small}`}
                onClick={() => void start()}
                data-testid="qr-refresh"
              >
                <AuthIcon name="refresh" size={14} />
                {t('login.qrRefresh')}
              </button>
            </div>
          )}
          {phase === 'scanned' && (
            <div className={styles.qrOverlay}>
              <span className={styles.qrCheck}>
                <AuthIcon name="check" size={26} />
              </span>
            </div>
          )}
        </div>
        <p className={styles.qrStatus} data-testid="qr-status" data-phase={phase} aria-live="polite">
          {status}
        </p>
      </div>
    </>
  );
}
