import type { UserInfo } from '@mall/contract';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import { CaptchaPicture } from '../../components/ui/captcha-picture';
import { ApiError } from '../../lib/api-error';
import { CAPTCHA_REQUIRED, type Captcha, type CaptchaAnswer, getCaptcha } from '../../lib/captcha';
import { useTranslation } from '../../lib/i18n';
import { loadUser } from '../../lib/session';
import { showToast, useFormToasts } from '../../lib/toast';
import {
  changeEmail,
  changePhone,
  type Proof,
  sendEmailCode,
  sendPhoneCode,
  sendProofCode,
} from './api/account-security';
import styles from './user-info-page.module.css';

// The account page's e-mail and phone (audit AN8); its devices are in account-devices.tsx, its closing in
// close-account.tsx. Every change of a way in asks for the owner's proof (ProofFields): the password, or a code sent to
// the account's own phone or e-mail. The send-code clocks and the dial codes the shop texts come from app/
// (user-info-route.tsx), as the password card's clock.

/** The send-code button's clock (the sign-in dialog's, given by app/pages/user-info-route.tsx). */
export interface Countdown {
  phase: 'idle' | 'counting' | 'retry';
  seconds: number;
  start(): void;
}

/** A picture challenge on screen and what the shopper typed for it. */
type Challenge = { shown: Captcha; code: string };

const answerOf = (challenge: Challenge | null): CaptchaAnswer | undefined =>
  challenge ? { imageKey: challenge.shown.key, imageCode: challenge.code.trim() } : undefined;

/** The picture challenge row (shown once the server asked for one, or always before an SMS). */
function ChallengeRow({
  challenge,
  setChallenge,
  refresh,
  testId,
}: {
  challenge: Challenge;
  setChallenge: (challenge: Challenge) => void;
  refresh: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {t('login.captcha')}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          className={styles.input}
          value={challenge.code}
          onChange={(event) => setChallenge({ ...challenge, code: event.target.value })}
          maxLength={10}
          autoComplete="off"
          data-testid={testId}
        />
        <CaptchaPicture
          captcha={challenge.shown}
          onRefresh={refresh}
          title={t('login.captchaRefresh')}
          className={styles.captcha}
        />
      </div>
    </div>
  );
}

/** A code field with its send button and clock. */
function CodeRow({
  value,
  onValue,
  send,
  sending,
  clock,
  testId,
}: {
  value: string;
  onValue: (value: string) => void;
  send: () => void;
  sending: boolean;
  clock: Countdown;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {t('login.code')}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={12}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={(event) => onValue(event.target.value)}
          data-testid={testId}
        />
        <button
          type="button"
          className={`${buttons.ghost} ${styles.sendCode}`}
          onClick={send}
          disabled={sending || clock.phase === 'counting'}
          data-testid={`${testId}-send`}
        >
          {sending
            ? t('login.sending')
            : clock.phase === 'counting'
              ? t('login.countdown', { seconds: clock.seconds })
              : clock.phase === 'retry'
                ? t('login.retry')
                : t('login.sendCode')}
        </button>
      </div>
    </div>
  );
}

/**
 * The owner's proof: the password; for an account without one, a code sent to its phone (else its e-mail); for one
 * with neither (a social sign-in only), nothing to type: the server takes a sign-in of the last 10 minutes.
 */
export function ProofFields({
  user,
  proof,
  onProof,
  clock,
}: {
  user: UserInfo;
  proof: Proof;
  onProof: (proof: Proof) => void;
  clock: Countdown;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const contact = user.phone ? `${user.countryCode} ${user.phone}` : user.email;
  const showChallenge = () =>
    getCaptcha()
      .then((shown) => setChallenge({ shown, code: '' }))
      .catch(() => undefined);

  const send = async () => {
    setSending(true);
    try {
      const { sentTo } = await sendProofCode(answerOf(challenge));
      showToast(t('account.codeSentTo', { to: sentTo }), 'success');
      clock.start();
      if (challenge) await showChallenge();
    } catch (error) {
      if (error instanceof ApiError && error.code === CAPTCHA_REQUIRED) await showChallenge();
    } finally {
      setSending(false);
    }
  };

  if (user.hasPassword) {
    return (
      <div className={styles.row}>
        <label className={styles.label} htmlFor={id}>
          {t('account.currentPassword')}
        </label>
        <input
          id={id}
          type="password"
          className={styles.input}
          value={proof.password ?? ''}
          maxLength={128}
          autoComplete="current-password"
          onChange={(event) => onProof({ password: event.target.value })}
          data-testid="proof-password"
        />
      </div>
    );
  }
  if (!contact) {
    return (
      <div className={styles.row}>
        <span className={styles.label} />
        <p className={styles.hint} data-testid="proof-fresh">
          {t('account.proofFresh')}
        </p>
      </div>
    );
  }
  return (
    <>
      <div className={styles.row}>
        <span className={styles.label} />
        <p className={styles.hint}>{t('account.proofHint', { to: contact })}</p>
      </div>
      {challenge && (
        <ChallengeRow
          challenge={challenge}
          setChallenge={setChallenge}
          refresh={() => void showChallenge()}
          testId="proof-captcha"
        />
      )}
      <CodeRow
        value={proof.proofCode ?? ''}
        onValue={(value) => onProof({ proofCode: value.trim() })}
        send={() => void send()}
        sending={sending}
        clock={clock}
        testId="proof-code"
      />
    </>
  );
}

/**
 * Adds or changes the e-mail or the phone: the new one, the code sent to it, the owner's proof. The phone offers only
 * the dial codes the shop texts and always shows the picture challenge (every SMS asks for it).
 */
export function ContactForm({
  user,
  kind,
  onClose,
  dials,
  clock,
  proofClock,
}: {
  user: UserInfo;
  kind: 'email' | 'phone';
  onClose: () => void;
  /** The dial codes the shop texts (login/method/info `smsCountries`). */
  dials: readonly string[];
  clock: Countdown;
  proofClock: Countdown;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [dial, setDial] = useState(user.countryCode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [proof, setProof] = useState<Proof>({});
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  const ids = { value: useId(), dial: useId() };
  const had = kind === 'email' ? Boolean(user.email) : Boolean(user.phone);
  const countryCode = dials.includes(dial) ? dial : (dials[0] ?? '');

  const showChallenge = useCallback(
    () =>
      getCaptcha()
        .then((shown) => setChallenge({ shown, code: '' }))
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    if (kind === 'phone') void showChallenge();
  }, [kind, showChallenge]);

  const send = async () => {
    if (kind === 'email' ? !email.trim() : !phone.trim()) {
      toasts.refuse(t(kind === 'email' ? 'emailEmpty' : 'emptyPhone'));
      return;
    }
    if (challenge && !challenge.code.trim()) {
      toasts.refuse(t('login.captchaEmpty'));
      return;
    }
    toasts.clear();
    setSending(true);
    try {
      const answer = answerOf(challenge);
      const message =
        kind === 'email'
          ? await sendEmailCode(email.trim(), answer)
          : await sendPhoneCode({ countryCode, phone: phone.trim() }, answer as CaptchaAnswer);
      showToast(message, 'success');
      clock.start();
      if (challenge) await showChallenge();
    } catch (error) {
      if (error instanceof ApiError && error.code === CAPTCHA_REQUIRED) await showChallenge();
      else if (kind === 'phone') await showChallenge();
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toasts.refuse(t('emptyCaptche'));
      return;
    }
    toasts.clear();
    setBusy(true);
    try {
      const message =
        kind === 'email'
          ? await changeEmail({ email: email.trim(), captcha: code.trim(), ...proof })
          : await changePhone({ countryCode, phone: phone.trim(), captcha: code.trim(), ...proof });
      showToast(message, 'success');
      await loadUser();
      onClose();
    } catch {
      // The failure (a wrong code or password, an address in use) was shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  const title = t(`account.${kind}${had ? 'Change' : 'Add'}Title`);
  return (
    <section className={styles.card} aria-labelledby={`${kind}-change-title`} data-testid={`${kind}-change`}>
      <h2 id={`${kind}-change-title`} className={styles.title}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <label className={styles.label} htmlFor={ids.value}>
            {t(kind === 'email' ? 'account.newEmail' : 'account.newPhone')}
          </label>
          {kind === 'email' ? (
            <input
              id={ids.value}
              type="email"
              className={styles.input}
              value={email}
              maxLength={254}
              autoComplete="email"
              onChange={(event) => setEmail(event.target.value)}
              data-testid="new-email"
            />
          ) : (
            <div className={styles.inline}>
              <select
                id={ids.dial}
                aria-label={t('account.dialCode')}
                className={`${styles.input} ${styles.dial}`}
                value={countryCode}
                onChange={(event) => setDial(event.target.value)}
                data-testid="new-phone-dial"
              >
                {dials.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <input
                id={ids.value}
                type="tel"
                className={styles.input}
                value={phone}
                maxLength={15}
                inputMode="numeric"
                autoComplete="tel-national"
                onChange={(event) => setPhone(event.target.value.replace(/[^\d]/g, ''))}
                data-testid="new-phone"
              />
            </div>
          )}
        </div>
        {kind === 'phone' && (
          <div className={styles.row}>
            <span className={styles.label} />
            <p className={styles.hint}>{t('account.smsOnly', { codes: dials.join(', ') })}</p>
          </div>
        )}
        {challenge && (
          <ChallengeRow
            challenge={challenge}
            setChallenge={setChallenge}
            refresh={() => void showChallenge()}
            testId="contact-captcha"
          />
        )}
        <CodeRow
          value={code}
          onValue={setCode}
          send={() => void send()}
          sending={sending}
          clock={clock}
          testId="contact-code"
        />
        <ProofFields user={user} proof={proof} onProof={setProof} clock={proofClock} />
        <div className={styles.row}>
          <span className={styles.label} />
          <div className={styles.inline}>
            <button type="submit" className={buttons.primary} disabled={busy} data-testid="contact-save">
              {t('account.confirm')}
            </button>
            <button type="button" className={buttons.ghost} onClick={onClose}>
              {t('account.cancel')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** The account's signed-in devices: this one marked, any other signed out, or all others at once. */
