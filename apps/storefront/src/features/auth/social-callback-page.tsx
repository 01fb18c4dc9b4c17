import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import styles from '../../components/ui/state.module.css';
import { ApiError } from '../../lib/api-error';
import { removeCookie } from '../../lib/cookies';
import { t as translate, useTranslation } from '../../lib/i18n';
import { localizePath } from '../../lib/locale';
import { forgetPath, openLoginDialog, rememberedPath } from '../../lib/login-dialog';
import { completeSignIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocale } from '../../lib/use-locale';
import { completeSocialLogin, isSocialProvider, type SocialProvider, TWITTER_COOKIE } from './api/social-login';
import { cartMergeText } from './cart-merge';

/**
 * Why the shopper is not signed in, each said its own way (audit AN10: every failure read "not logged in to the social
 * network"): `cancelled` at the provider, `expired` (a used or too old sign-in: the back button, a reload), `busy` (too
 * many attempts), `unavailable` (the provider or the shop failed), `otherBrowser` (a link someone else made),
 * `refused` (the shop said why: a disabled account), `notAllowed` (refused without a word), `notLoggedIn` (anything else).
 */
type Outcome =
  | 'working'
  | 'cancelled'
  | 'expired'
  | 'busy'
  | 'unavailable'
  | 'notLoggedIn'
  | 'notAllowed'
  | 'otherBrowser'
  | 'refused';

/** The shop's callback sends this error when the sign-in did not start in this browser (login CSRF). */
const OTHER_BROWSER = 'browser_mismatch';

/**
 * The provider's (RFC 6749 section 4.1.2.1) and the shop's callback errors, by what the shopper can do about them;
 * `invalid_request` is also the shop's word for a state it no longer holds (used, or older than ten minutes).
 */
const PROVIDER_ERRORS: Record<string, Outcome> = {
  access_denied: 'cancelled',
  invalid_request: 'expired',
  invalid_issuer: 'expired',
  temporarily_unavailable: 'busy',
  server_error: 'unavailable',
  [OTHER_BROWSER]: 'otherBrowser',
};

/** The providers' own names, the same in every language. */
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'X' };

/** The provider's answer may sit in the hash route's query or, before the '#', in the page address. */
function callbackParams(hashSearch: string): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of new URLSearchParams(hashSearch)) params.set(key, value);
  return params;
}

/** How an exchange ended: signed in, or why not (the shop's reason when it gave one). */
type Exchanged = true | { outcome: 'refused'; message: string } | { outcome: 'busy' | 'unavailable' | 'notAllowed' };

/** A refused exchange: the shop's reason when it gave one (400, 403: a disabled account), else by its status. */
function refusalOf(error: unknown): Exclude<Exchanged, true> {
  if (!(error instanceof ApiError)) return { outcome: 'unavailable' };
  if (error.code === 429) return { outcome: 'busy' };
  if ((error.code === 400 || error.code === 403) && error.message)
    return { outcome: 'refused', message: error.message };
  return error.code >= 500 ? { outcome: 'unavailable' } : { outcome: 'notAllowed' };
}

/**
 * One exchange per code, whatever mounts the page (a locale redirect remounts it): a code is good only once.
 */
const exchanges = new Map<string, Promise<Exchanged>>();

function exchange(provider: SocialProvider, code: string, state: string) {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = completeSocialLogin(provider, { code, state })
      .then(async (answer) => {
        await completeSignIn(answer.token);
        // What of the cart filled before signing in did not come over (audit AV6), once, whatever mounts the page.
        const merge = cartMergeText(translate, answer.cartMerge);
        if (merge) showToast(merge, 'info', 8000);
        return true as const;
      })
      .catch(refusalOf);
    exchanges.set(code, pending);
  }
  return pending;
}

const OUTCOME_TEXT = {
  working: 'login.socialWorking',
  cancelled: 'login.socialCancelled',
  expired: 'login.socialExpired',
  busy: 'login.socialBusy',
  unavailable: 'login.socialUnavailable',
  notLoggedIn: 'login.socialNotLoggedIn',
  notAllowed: 'login.socialNotAllowed',
  otherBrowser: 'login.socialOtherBrowser',
} as const;

/**
 * /middlewares/callback_twitter (and the same page for Google and Facebook with `provider`): hands `code` and
 * `state` to `POST /api/front/login/{provider}` and signs in with the token. A failure says what happened and what to
 * do (Outcome); a refused exchange shows the shop's reason.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.socialTitle'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const [refusal, setRefusal] = useState('');
  const [providerName, setProviderName] = useState('');
  const texts = useRef(t);
  texts.current = t;

  useEffect(() => {
    const params = callbackParams(search);
    if (window.location.search) {
      // The one-time code should not stay in the address bar or the history.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    }
    removeCookie(TWITTER_COOKIE);
    const provider = params.get('provider') ?? 'twitter';
    if (isSocialProvider(provider)) setProviderName(PROVIDER_NAMES[provider]);
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (error !== null) {
      setOutcome(PROVIDER_ERRORS[error] ?? 'notLoggedIn');
      return;
    }
    if (!isSocialProvider(provider) || !code || !state) {
      // No code to exchange: an address typed or kept from a sign-in that is over.
      setOutcome('expired');
      return;
    }
    let live = true;
    void exchange(provider, code, state).then((signedIn) => {
      if (!live) return;
      if (signedIn !== true) {
        setRefusal(signedIn.outcome === 'refused' ? signedIn.message : '');
        setOutcome(signedIn.outcome);
        return;
      }
      showToast(texts.current('login.signedIn'), 'success');
      const wanted = rememberedPath();
      forgetPath();
      navigate(wanted ?? localizePath('/', locale), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [search, navigate, locale]);

  const failed = outcome !== 'working';
  return (
    <div className="page-width">
      <section className={styles.page} data-testid="social-callback" data-outcome={outcome}>
        <span className={styles.badge}>
          <Icon name={failed ? 'close' : 'globe'} size={40} />
        </span>
        <h1 className={styles.title}>{t('login.socialTitle')}</h1>
        <p className={styles.text} role={failed ? 'alert' : 'status'}>
          {outcome === 'refused' ? refusal : t(OUTCOME_TEXT[outcome], { provider: providerName })}
        </p>
        {failed && (
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} onClick={() => openLoginDialog()}>
              {t('login.tryAgain')}
            </button>
            <LocaleLink to="/" className={buttons.ghost}>
              {t('errorPage.backHome')}
            </LocaleLink>
          </div>
        )}
      </section>
    </div>
  );
}
