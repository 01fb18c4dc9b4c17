import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api-error';
import { useFieldErrors } from '../../lib/field-errors';
import { useTranslation } from '../../lib/i18n';
import type { LoginPanel } from '../../lib/login-dialog';
import { completeSignIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { type Captcha, getCaptcha } from './api/get-captcha';
import { useLoginMethods } from './api/get-login-methods';
import { useLoginPicture } from './api/get-login-picture';
import { cartMergeText, type SignInAnswer } from './cart-merge';
import { AuthIcon } from './components/auth-icons';
import { type AuthChecks, type AuthField, DialogContext, type DialogState } from './dialog-context';
import { type DialChoice, dialForLanguage } from './flag';
import styles from './login-dialog.module.css';
import { GuestPanel } from './panels/guest-panel';
import { QrPanel } from './panels/qr-panel';
import { ForgotPanel, ResetPanel } from './panels/recovery-panels';
import { RegisterPanel } from './panels/register-panel';
import { SignInPanels } from './panels/sign-in-panels';
import { useCountdown } from './use-countdown';
import type { Problem } from './validation';

/**
 * The server asks for the picture challenge with this code (and its message): after failures, on every SMS code, or
 * when the answer sent was wrong or already used.
 */
const CAPTCHA_REQUIRED = 422;

interface Props {
  initialPanel: LoginPanel;
  /** The store's guest flag (home data `showGuest`); the guest entry also needs `visitorOpen`. */
  showGuest: boolean;
  onClose(): void;
  /** Called once signed in (token set, user fetched), before the dialog closes. */
  onSignedIn(): void;
}

function useCaptchaState(): DialogState['captcha'] {
  const [shown, setShown] = useState<Captcha | null>(null);
  const [code, setCode] = useState('');
  const current = useRef<Captcha | null>(null);
  current.current = shown;
  const codeRef = useRef(code);
  codeRef.current = code;
  const refresh = useCallback(() => {
    setCode('');
    getCaptcha()
      .then(setShown)
      .catch(() => undefined);
  }, []);
  // A challenge shown only because an SMS panel is open (not because the server asked) goes when the panel goes.
  // Both are stable, so that a panel can use them in an effect; `generation` drops an answer that came too late.
  const forSmsOnly = useRef(false);
  const generation = useRef(0);
  const require = useCallback(() => {
    if (current.current || forSmsOnly.current) return;
    forSmsOnly.current = true;
    const asked = ++generation.current;
    setCode('');
    getCaptcha()
      .then((captcha) => {
        if (asked === generation.current) setShown(captcha);
      })
      .catch(() => undefined);
  }, []);
  const release = useCallback(() => {
    if (!forSmsOnly.current) return;
    forSmsOnly.current = false;
    generation.current++;
    setShown(null);
    setCode('');
  }, []);
  return useMemo(
    () => ({
      shown,
      code,
      setCode,
      refresh,
      require,
      release,
      answer: () =>
        current.current ? { imageKey: current.current.key, imageCode: codeRef.current.trim() } : undefined,
      problem: (): Problem | null => (current.current && !codeRef.current.trim() ? 'login.captchaEmpty' : null),
      afterFailure: (error: unknown) => {
        const asked = error instanceof ApiError && error.code === CAPTCHA_REQUIRED;
        // The server asked for it: the challenge stays whatever panel comes next.
        if (asked) forSmsOnly.current = false;
        if (asked || current.current) refresh();
      },
      afterUse: () => {
        if (current.current) refresh();
      },
    }),
    [shown, code, refresh, require, release],
  );
}

/**
 * The sign-in dialog (spec section 2): seven panels plus the QR-code sign-in, with the login picture on the left.
 * Fields that carry over between panels (email, phone, agreement) live here; each panel keeps its own secrets.
 */
export default function LoginDialog({ initialPanel, showGuest, onClose, onSignedIn }: Props) {
  const { t, i18n } = useTranslation();
  const [panel, setPanel] = useState<LoginPanel>(initialPanel);
  const [email, setEmail] = useState('');
  const [dial, setDial] = useState<DialChoice>(() => dialForLanguage(i18n.language));
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const captcha = useCaptchaState();
  const smsClock = useCountdown();
  const registerClock = useCountdown();
  const resetClock = useCountdown();
  const methods = useLoginMethods().data;
  const picture = useLoginPicture().data?.loginLeftImage;
  const done = useRef({ onSignedIn, t });
  done.current = { onSignedIn, t };

  const finish = useCallback(async (answer: SignInAnswer, message?: string) => {
    await completeSignIn(answer.token);
    const { onSignedIn: signedIn, t: translate } = done.current;
    showToast(message ?? translate('login.signedIn'), 'success');
    // What of the cart filled before signing in did not come over stays on screen long enough to read (audit AV6).
    const merge = cartMergeText(translate, answer.cartMerge);
    if (merge) showToast(merge, 'info', 8000);
    signedIn();
  }, []);

  const fields = useFieldErrors<AuthField>();
  const { clear: clearErrors } = fields;
  const refuse = (checks: AuthChecks) => {
    const first = fields.show(
      checks.map(([field, problem]) => [field, problem ? { key: problem } : null] as const),
      (problem) => t(problem.key),
    );
    return first !== null;
  };

  const state: DialogState = {
    panel,
    go: setPanel,
    email,
    setEmail,
    dial,
    setDial,
    phone,
    setPhone,
    agreed,
    setAgreed,
    captcha,
    smsClock,
    registerClock,
    resetClock,
    guestAllowed: showGuest && methods?.visitorOpen === true,
    refuse,
    field: fields.marks,
    finish,
  };

  // Another panel: focus moves to its first field (the button that led there is gone).
  const body = useRef<HTMLDivElement>(null);
  const shownPanel = useRef(panel);
  useEffect(() => {
    if (shownPanel.current === panel) return;
    shownPanel.current = panel;
    // Another panel's fields: the messages of the last one's go with it.
    clearErrors();
    const box = body.current;
    (box?.querySelector<HTMLElement>('input') ?? box?.querySelector<HTMLElement>('button'))?.focus();
  }, [panel, clearErrors]);

  const signInPanel = panel === 1 || panel === 2 || panel === 3;
  return (
    <Modal labelledBy="login-title" onClose={onClose} className={styles.dialog} testId="login-dialog">
      <DialogContext value={state}>
        <div className={styles.picture}>
          {picture ? <img src={picture} alt="" /> : <div className={styles.pictureFallback} />}
          {/* The picture has no words: the welcome is drawn over it in the reader's language. */}
          <div className={styles.welcome}>
            <strong>{t('home.welcomeTitle')}</strong>
            <span>{t('home.welcomeText')}</span>
          </div>
        </div>
        <div ref={body} className={styles.body} data-testid={`login-panel-${panel}`} data-panel={panel}>
          {(signInPanel || panel === 'qr') && (
            <button
              type="button"
              className={styles.corner}
              onClick={() => setPanel(panel === 'qr' ? 2 : 'qr')}
              aria-label={panel === 'qr' ? t('login.accountToggle') : t('login.qrToggle')}
              title={panel === 'qr' ? t('login.accountToggle') : t('login.qrToggle')}
              data-testid="qr-toggle"
            >
              <AuthIcon name={panel === 'qr' ? 'monitor' : 'qr'} size={26} />
            </button>
          )}
          {signInPanel && <SignInPanels />}
          {panel === 'qr' && <QrPanel />}
          {panel === 4 && <ForgotPanel />}
          {panel === 5 && <ResetPanel />}
          {panel === 6 && <RegisterPanel />}
          {panel === 7 && <GuestPanel />}
        </div>
      </DialogContext>
    </Modal>
  );
}
