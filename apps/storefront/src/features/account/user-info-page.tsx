import { cutToChars, passwordProblem, type SocialLink, type UserInfo } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import buttons from '../../components/ui/button.module.css';
import { CaptchaPicture } from '../../components/ui/captcha-picture';
import { Icon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api-error';
import { useUser } from '../../lib/auth-token';
import { CAPTCHA_REQUIRED, type Captcha, getCaptcha } from '../../lib/captcha';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { loadUser } from '../../lib/session';
import { showToast, useFormToasts } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Devices } from './account-devices';
import { ContactForm, type Countdown } from './account-security';
import { changePassword, sendPasswordCode } from './api/change-password';
import { editUser } from './api/edit-user';
import { getSocialLinks, removeSocialLink } from './api/social-links';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadImage } from './api/upload-image';
import { CloseAccount } from './close-account';
import styles from './user-info-page.module.css';

const NICKNAME_MAX = 32;

/**
 * /users/user_info: nickname, avatar, phone and email (each added or changed with a code, audit AN8); change password
 * with the current one, or set a first one; the social sign-ins that open the account, each with "remove" (audit
 * AN1); the signed-in devices; closing the account (`onClosed`: signs out and goes home).
 */
/** The send-code clocks of the e-mail/phone form, of its proof and of closing's proof (audit AN8). */
export interface Clocks {
  contact: Countdown;
  proof: Countdown;
  closing: Countdown;
}

export default function UserInfoPage({
  countdown,
  clocks,
  smsCountries,
  onClosed,
}: {
  countdown: Countdown;
  clocks: Clocks;
  /** The dial codes the shop texts: the only ones the phone form offers (audit AN11). */
  smsCountries: readonly string[];
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('placeholder.titles.userInfo'));
  const user = useUser();
  /** The e-mail or phone form open under the profile (audit AN8). */
  const [editing, setEditing] = useState<'email' | 'phone' | null>(null);
  // The profile shows what the server has now (and finds out at once when the session has ended).
  useEffect(() => {
    void loadUser();
  }, []);
  const member = user && !user.isGuest ? user : null;
  return (
    <div className={styles.page} data-testid="user-info">
      <Profile onEdit={member ? setEditing : undefined} />
      {member && editing && (
        <ContactForm
          key={editing}
          user={member}
          kind={editing}
          onClose={() => setEditing(null)}
          dials={smsCountries}
          clock={clocks.contact}
          proofClock={clocks.proof}
        />
      )}
      {member && <PasswordForm key={String(member.hasPassword)} user={member} countdown={countdown} />}
      {member && <LinkedSignIns />}
      {member && <Devices />}
      {user && <CloseAccount user={user} onClosed={onClosed} proofClock={clocks.closing} />}
    </div>
  );
}

/** `onEdit`: opens the form that adds or changes the e-mail or the phone (not for a guest). */
function Profile({ onEdit }: { onEdit?: ((kind: 'email' | 'phone') => void) | undefined }) {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const [nickname, setNickname] = useState('');
  const [avatar, setAvatar] = useState('');
  const [busy, setBusy] = useState<'save' | 'upload' | null>(null);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  const file = useRef<HTMLInputElement>(null);
  const nicknameId = useId();

  useEffect(() => {
    if (!user) return;
    setNickname(user.nickname);
    setAvatar(user.avatar);
  }, [user]);

  const refresh = async () => {
    await loadUser();
    await queryClient.invalidateQueries({ queryKey: ['user', 'menu'] });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = nickname.trim();
    if (!name) {
      toasts.refuse(t('account.nicknameEmpty'));
      return;
    }
    toasts.clear();
    setBusy('save');
    try {
      await editUser({ nickname: name });
      showToast(t('account.saved'), 'success');
      await refresh();
    } catch {
      // The failure was shown as a toast.
    } finally {
      setBusy(null);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || !user) return;
    if (!UPLOAD_TYPES.includes(chosen.type)) {
      showToast(t('account.avatarType'), 'error');
      return;
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      showToast(t('account.avatarSize'), 'error');
      return;
    }
    setBusy('upload');
    try {
      const { url } = await uploadImage(chosen);
      setAvatar(url);
      await editUser({ nickname: user.nickname, avatar: url });
      showToast(t('account.avatarSaved'), 'success');
      await refresh();
    } catch {
      // The failure was shown as a toast; the old picture stays.
      setAvatar(user.avatar);
    } finally {
      setBusy(null);
    }
  };

  const contact = (value: string | undefined) =>
    value ? value : <span className={styles.notSet}>{t('account.notSet')}</span>;

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {t('placeholder.titles.userInfo')}
      </h1>
      <form className={styles.form} onSubmit={save} noValidate>
        <div className={styles.row}>
          <span className={styles.label}>{t('account.avatar')}</span>
          <div className={styles.avatarRow}>
            <Avatar
              className={styles.avatar}
              src={avatar}
              alt={t('account.avatar')}
              data-testid="profile-avatar"
              fallback={
                <span className={styles.avatarBlank}>
                  <Icon name="user" size={36} />
                </span>
              }
            />
            <div>
              <button
                type="button"
                className={buttons.ghost}
                onClick={() => file.current?.click()}
                disabled={busy !== null}
                data-testid="avatar-change"
              >
                {busy === 'upload' ? t('account.uploading') : t('account.changeAvatar')}
              </button>
              <p className={styles.hint}>{t('account.avatarHint')}</p>
              <input
                ref={file}
                type="file"
                accept="image/jpeg,image/png"
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => void upload(event)}
                data-testid="avatar-file"
              />
            </div>
          </div>
        </div>
        <div className={styles.row}>
          <label className={styles.label} htmlFor={nicknameId}>
            {t('account.nickname')}
          </label>
          <input
            id={nicknameId}
            className={styles.input}
            value={nickname}
            // Cut at the characters a reader sees, as the server counts them (audit FR10), not at UTF-16 units.
            onChange={(event) => setNickname(cutToChars(event.target.value, NICKNAME_MAX))}
            data-testid="profile-nickname"
          />
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('account.phone')}</span>
          <span className={styles.value} data-testid="profile-phone">
            {contact(user?.phone ? `${user.countryCode} ${user.phone}` : '')}
          </span>
          {onEdit && (
            <button type="button" className={buttons.ghost} onClick={() => onEdit('phone')} data-testid="phone-edit">
              {user?.phone ? t('account.change') : t('account.add')}
            </button>
          )}
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('account.email')}</span>
          <span className={styles.value} data-testid="profile-email">
            {contact(user?.email)}
          </span>
          {onEdit && (
            <button type="button" className={buttons.ghost} onClick={() => onEdit('email')} data-testid="email-edit">
              {user?.email ? t('account.change') : t('account.add')}
            </button>
          )}
        </div>
        <div className={styles.row}>
          <span className={styles.label} />
          <button type="submit" className={buttons.primary} disabled={busy !== null} data-testid="profile-save">
            {t('account.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

type PasswordProblem =
  | 'emptyPassword'
  | 'emptyCaptche'
  | 'weakPassword'
  | 'commonPassword'
  | 'againPassword'
  | 'diffPassword';

/** `current` is null for an account without a password (SMS or social sign-in): it gives the code instead (AN5). */
function passwordFormProblem(
  current: string | null,
  code: string,
  next: string,
  repeat: string,
): PasswordProblem | null {
  if (current === null && !code.trim()) return 'emptyCaptche';
  if (current !== null && !current) return 'emptyPassword';
  const rule = passwordProblem(next);
  if (rule) return rule;
  if (!repeat) return 'againPassword';
  return next === repeat ? null : 'diffPassword';
}

/**
 * Change password with the current one; an account that has none (SMS or social sign-in) sets its first one with a
 * code sent to its phone or email instead (audits AN5, AN9).
 */
function PasswordForm({ user, countdown }: { user: UserInfo; countdown: Countdown }) {
  const { t } = useTranslation();
  const first = !user.hasPassword;
  const contact = user.phone ? `${user.countryCode} ${user.phone}` : user.email;
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  /** The picture challenge, once the server asked for one before sending more codes (code 422). */
  const [challenge, setChallenge] = useState<{ shown: Captcha; code: string } | null>(null);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  const ids = { current: useId(), code: useId(), picture: useId(), next: useId(), repeat: useId() };

  const showChallenge = () =>
    getCaptcha()
      .then((shown) => setChallenge({ shown, code: '' }))
      .catch(() => undefined);

  const sendCode = async () => {
    if (challenge && !challenge.code.trim()) {
      toasts.refuse(t('login.captchaEmpty'));
      return;
    }
    toasts.clear();
    setSending(true);
    try {
      const { sentTo } = await sendPasswordCode(
        challenge ? { imageKey: challenge.shown.key, imageCode: challenge.code.trim() } : undefined,
      );
      showToast(t('account.codeSentTo', { to: sentTo }), 'success');
      countdown.start();
      document.getElementById(ids.code)?.focus();
      // A challenge answered is spent: the next code asks for a new one.
      if (challenge) await showChallenge();
    } catch (error) {
      // The failure was shown as a toast; the server asking for the picture (or refusing its answer) shows one.
      if (error instanceof ApiError && error.code === CAPTCHA_REQUIRED) await showChallenge();
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordFormProblem(first ? null : current, code, next, repeat);
    if (problem) {
      toasts.refuse(t(problem));
      return;
    }
    toasts.clear();
    setBusy(true);
    try {
      await changePassword(
        first ? { newPassword: next, captcha: code.trim() } : { oldPassword: current, newPassword: next },
      );
      showToast(t(first ? 'account.passwordSet' : 'account.passwordChanged'), 'success');
      setCurrent('');
      setCode('');
      setNext('');
      setRepeat('');
      // The account has a password now: the form asks for it from here on.
      if (first) await loadUser();
    } catch {
      // The failure was shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  const field = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    testId: string,
    auto: string,
  ) => (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        className={styles.input}
        value={value}
        maxLength={128}
        autoComplete={auto}
        onChange={(event) => set(event.target.value)}
        data-testid={testId}
      />
    </div>
  );

  const title = first ? t('account.setPasswordTitle') : t('account.passwordTitle');
  if (first && !contact) {
    return (
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.hint} data-testid="password-no-contact">
          {t('account.noContactForPassword')}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.title} data-testid="password-title">
        {title}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {first ? (
          <>
            <div className={styles.row}>
              <span className={styles.label} />
              <p className={styles.hint} data-testid="password-first-hint">
                {t('account.setPasswordHint', { to: contact })}
              </p>
            </div>
            {challenge && (
              <div className={styles.row}>
                <label className={styles.label} htmlFor={ids.picture}>
                  {t('login.captcha')}
                </label>
                <div className={styles.inline}>
                  <input
                    id={ids.picture}
                    className={styles.input}
                    value={challenge.code}
                    onChange={(event) => setChallenge({ ...challenge, code: event.target.value })}
                    maxLength={10}
                    autoComplete="off"
                    data-testid="captcha-input"
                  />
                  <CaptchaPicture
                    captcha={challenge.shown}
                    onRefresh={() => void showChallenge()}
                    title={t('login.captchaRefresh')}
                    className={styles.captcha}
                  />
                </div>
              </div>
            )}
            <div className={styles.row}>
              <label className={styles.label} htmlFor={ids.code}>
                {t('login.code')}
              </label>
              <div className={styles.inline}>
                <input
                  id={ids.code}
                  className={styles.input}
                  value={code}
                  maxLength={12}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  onChange={(event) => setCode(event.target.value)}
                  data-testid="password-code"
                />
                <button
                  type="button"
                  className={`${buttons.ghost} ${styles.sendCode}`}
                  onClick={() => void sendCode()}
                  disabled={sending || countdown.phase === 'counting'}
                  data-testid="password-send-code"
                >
                  {sending
                    ? t('login.sending')
                    : countdown.phase === 'counting'
                      ? t('login.countdown', { seconds: countdown.seconds })
                      : countdown.phase === 'retry'
                        ? t('login.retry')
                        : t('login.sendCode')}
                </button>
              </div>
            </div>
          </>
        ) : (
          field(ids.current, t('account.currentPassword'), current, setCurrent, 'password-current', 'current-password')
        )}
        {field(ids.next, t('account.newPassword'), next, setNext, 'password-new', 'new-password')}
        <div className={styles.row}>
          <span className={styles.label} />
          <p className={styles.hint}>{t('login.passwordRule')}</p>
        </div>
        {field(ids.repeat, t('account.repeatPassword'), repeat, setRepeat, 'password-repeat', 'new-password')}
        <div className={styles.row}>
          <span className={styles.label} />
          <button type="submit" className={buttons.primary} disabled={busy} data-testid="password-save">
            {first ? t('account.setPassword') : t('account.changePassword')}
          </button>
        </div>
      </form>
    </section>
  );
}

const PROVIDER_LABELS: Record<SocialLink['provider'], string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
};

/**
 * The social sign-ins linked to the account. The shop mails the owner when one is added through the account's
 * address; here the owner removes one they did not add, which also signs the account's other devices out.
 */
function LinkedSignIns() {
  const { t, i18n } = useTranslation();
  const [links, setLinks] = useState<SocialLink[] | null>(null);
  const [busy, setBusy] = useState<SocialLink['provider'] | null>(null);

  const load = useCallback(async () => {
    try {
      setLinks(await getSocialLinks());
    } catch {
      // The failure was shown as a toast.
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (provider: SocialLink['provider']) => {
    setBusy(provider);
    try {
      showToast(await removeSocialLink(provider), 'success');
      await load();
    } catch {
      // The failure (the account's last way in) was shown as a toast.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="linked-title" data-testid="linked-sign-ins">
      <h2 id="linked-title" className={styles.title}>
        {t('account.linkedTitle')}
      </h2>
      {links && links.length === 0 && <p className={styles.hint}>{t('account.linkedNone')}</p>}
      <ul className={styles.links}>
        {links?.map((link) => (
          <li key={link.provider} className={styles.row} data-testid={`linked-${link.provider}`}>
            <span className={styles.label}>{PROVIDER_LABELS[link.provider]}</span>
            <span className={styles.value}>
              {t('account.linkedSince', { date: formatDate(link.linkedAt, i18n.language) })}
            </span>
            <button
              type="button"
              className={buttons.ghost}
              disabled={busy !== null}
              onClick={() => void remove(link.provider)}
              data-testid={`linked-remove-${link.provider}`}
            >
              {t('account.linkedRemove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
