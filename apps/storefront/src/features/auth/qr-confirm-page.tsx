import type { QrDesktop } from '@mall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { ApiError } from '../../lib/api-error';
import { useSignedIn, useUser } from '../../lib/auth-token';
import { formatClock } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { openLoginDialog } from '../../lib/login-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { confirmQrLogin } from './api/confirm-qr-login';
import { refuseQrLogin } from './api/refuse-qr-login';
import { scanQrLogin } from './api/scan-qr-login';
import styles from './qr-confirm-page.module.css';

type Phase =
  | 'signIn'
  | 'scanning'
  | 'ready'
  | 'confirming'
  | 'cancelling'
  | 'done'
  | 'cancelled'
  | 'refused'
  | 'offline'
  | 'missing';
/** What the page asked the server last, to ask it again after a network failure. */
type Step = 'scan' | 'confirm' | 'refuse';

/** This page is read on a phone: it lays out at the phone's width instead of the desktop's 1200 px. */
function useNarrowViewport(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const before = meta?.content;
    meta?.setAttribute('content', 'width=device-width, initial-scale=1');
    document.body.style.minWidth = '0';
    return () => {
      if (meta && before) meta.setAttribute('content', before);
      document.body.style.minWidth = '';
    };
  }, []);
}

/**
 * /users/qrcode_confirm?key=… on the phone that scanned the desktop's QR code. The phone must be signed in (the
 * dialog opens here when it is not); opening the page marks the code scanned, Confirm signs the desktop in. The page
 * names the computer that asked (browser, system, address, time) and warns against confirming a code one did not scan
 * oneself: a link someone sent would sign them in (audit AN3).
 */
export default function QrConfirmPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('qrConfirm.title'));
  useNarrowViewport();
  const key = useSearchParams()[0].get('key') ?? '';
  const signedIn = useSignedIn();
  const user = useUser();
  const [phase, setPhase] = useState<Phase>(key ? 'signIn' : 'missing');
  const scannedFor = useRef('');
  const [desktop, setDesktop] = useState<QrDesktop | null>(null);
  // The server's own sentence for a refusal: used, scanned with another account, expired, an account of the console
  // (audit AN7: not every refusal is an expired code).
  const [refusal, setRefusal] = useState('');
  const [failedStep, setFailedStep] = useState<Step>('scan');

  /** The server's answer to a refusal is shown as it is; no answer at all (offline, 5xx) offers to try again. */
  const fail = useCallback((step: Step, err: unknown) => {
    if (err instanceof ApiError && err.code >= 400 && err.code < 500) {
      setRefusal(err.message);
      setPhase('refused');
    } else {
      setFailedStep(step);
      setPhase('offline');
    }
  }, []);

  const scan = useCallback(() => {
    setPhase('scanning');
    scanQrLogin(key)
      .then((seen) => {
        setDesktop(seen);
        setPhase('ready');
      })
      .catch((err: unknown) => fail('scan', err));
  }, [key, fail]);

  useEffect(() => {
    if (!key) {
      setPhase('missing');
      return;
    }
    if (!signedIn) {
      setPhase('signIn');
      openLoginDialog(2);
      return;
    }
    if (scannedFor.current === key) return;
    scannedFor.current = key;
    scan();
  }, [key, signedIn, scan]);

  const confirm = async () => {
    setPhase('confirming');
    try {
      await confirmQrLogin(key);
      setPhase('done');
    } catch (err) {
      fail('confirm', err);
    }
  };

  // Cancel spends the code on the server, so the computer stops waiting and says the sign-in was refused.
  const cancel = async () => {
    setPhase('cancelling');
    try {
      await refuseQrLogin(key);
      setPhase('cancelled');
    } catch (err) {
      fail('refuse', err);
    }
  };

  const retry = () => {
    if (failedStep === 'scan') scan();
    else if (failedStep === 'confirm') void confirm();
    else void cancel();
  };

  const text: Record<Phase, string> = {
    signIn: t('qrConfirm.signInFirst'),
    scanning: t('common.loading'),
    ready: t('qrConfirm.text'),
    confirming: t('qrConfirm.text'),
    cancelling: t('qrConfirm.text'),
    done: t('qrConfirm.done'),
    cancelled: t('qrConfirm.cancelled'),
    refused: refusal || t('qrConfirm.expired'),
    offline: t('qrConfirm.offline'),
    missing: t('qrConfirm.missingKey'),
  };
  const asking = phase === 'ready' || phase === 'confirming' || phase === 'cancelling';
  const icon =
    phase === 'done' ? 'check' : phase === 'refused' || phase === 'offline' || phase === 'missing' ? 'close' : 'user';

  return (
    <main className={styles.page} data-testid="qr-confirm" data-phase={phase}>
      <div className={styles.card}>
        <span className={phase === 'done' ? `${styles.badge} ${styles.ok}` : styles.badge}>
          <Icon name={icon} size={34} />
        </span>
        <h1 className={styles.title}>{t('qrConfirm.title')}</h1>
        {asking && user && (
          <p className={styles.account}>
            <Avatar src={user.avatar} width={28} height={28} fallback={null} />
            {t('qrConfirm.account', { name: user.nickname })}
          </p>
        )}
        <p className={styles.text} data-testid="qr-confirm-text">
          {text[phase]}
        </p>
        {asking && desktop && (
          <>
            <dl className={styles.desktop} data-testid="qr-desktop">
              <dt>{t('qrConfirm.computer')}</dt>
              <dd>{computerName(desktop) || t('qrConfirm.unknownComputer')}</dd>
              <dt>{t('qrConfirm.address')}</dt>
              <dd>{desktop.ip || t('qrConfirm.unknownComputer')}</dd>
              <dt>{t('qrConfirm.requestedAt')}</dt>
              <dd>{formatClock(desktop.requestedAt, i18n.language)}</dd>
            </dl>
            <p className={styles.warning} role="alert" data-testid="qr-warning">
              {t('qrConfirm.warning')}
            </p>
          </>
        )}
        <div className={styles.actions}>
          {phase === 'signIn' && (
            <button type="button" className={`${buttons.primary} ${styles.wide}`} onClick={() => openLoginDialog(2)}>
              {t('header.signIn')}
            </button>
          )}
          {asking && (
            <>
              <button
                type="button"
                className={`${buttons.primary} ${styles.wide}`}
                onClick={() => void confirm()}
                disabled={phase !== 'ready'}
                data-testid="qr-confirm-button"
              >
                {t('qrConfirm.confirm')}
              </button>
              <button
                type="button"
                className={`${buttons.ghost} ${styles.wide}`}
                onClick={() => void cancel()}
                disabled={phase !== 'ready'}
                data-testid="qr-cancel-button"
              >
                {t('qrConfirm.cancel')}
              </button>
            </>
          )}
          {phase === 'offline' && (
            <button
              type="button"
              className={`${buttons.primary} ${styles.wide}`}
              onClick={retry}
              data-testid="qr-retry-button"
            >
              {t('qrConfirm.retry')}
            </button>
          )}
          {(phase === 'done' ||
            phase === 'cancelled' ||
            phase === 'refused' ||
            phase === 'offline' ||
            phase === 'missing') && (
            <LocaleLink to="/" className={`${buttons.ghost} ${styles.wide}`}>
              {t('errorPage.backHome')}
            </LocaleLink>
          )}
        </div>
      </div>
    </main>
  );
}

/** "Chrome 131 · Windows": what the computer's browser said it is ('' when it named nothing known). */
function computerName(desktop: QrDesktop): string {
  return [desktop.browser, desktop.system].filter(Boolean).join(' · ');
}
