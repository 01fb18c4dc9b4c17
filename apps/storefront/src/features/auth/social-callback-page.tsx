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

/** `otherBrowser`: the sign-in was started in another browser (a link someone else made); `refused`: the shop said why. */
type Outcome = 'working' | 'notLoggedIn' | 'notAllowed' | 'otherBrowser' | 'refused';

/** The shop's callback sends this error when the sign-in did not start in this browser (login CSRF). */
const OTHER_BROWSER = 'browser_mismatch';

/** The provider's answer may sit in the hash route's query or, before the '#', in the page address. */
function callbackParams(hashSearch: string): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of new URLSearchParams(hashSearch)) params.set(key, value);
  return params;
}

/**
 * One exchange per code, whatever mounts the page (a locale redirect remounts it): a code is good only once.
 * Answers `true` when the shopper is now signed in, else the shop's refusal (a 400 says why, in the shopper's
 * language) or null.
 */
const exchanges = new Map<string, Promise<true | { message: string } | null>>();

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
      .catch((error: unknown) => (error instanceof ApiError && error.code === 400 ? { message: error.message } : null));
    exchanges.set(code, pending);
  }
  return pending;
}

const OUTCOME_TEXT = {
  working: 'login.socialWorking',
  notLoggedIn: 'login.socialNotLoggedIn',
  notAllowed: 'login.socialNotAllowed',
  otherBrowser: 'login.socialOtherBrowser',
} as const;

/**
 * /middlewares/callback_twitter (and the same page for Google and Facebook with `provider`): hands `code` and
 * `state` to `POST /api/front/login/{provider}` and signs in with the token. A missing code or a provider error means
 * the shopper did not sign in there; a sign-in started in another browser (someone else's link) signs nobody in and
 * says so; a refused exchange shows the shop's reason, or that social sign-in is not allowed for them.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.socialTitle'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const [refusal, setRefusal] = useState('');
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
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error') === OTHER_BROWSER) {
      setOutcome('otherBrowser');
      return;
    }
    if (!isSocialProvider(provider) || params.has('error') || !code || !state) {
      setOutcome('notLoggedIn');
      return;
    }
    let live = true;
    void exchange(provider, code, state).then((signedIn) => {
      if (!live) return;
      if (signedIn !== true) {
        setRefusal(signedIn?.message ?? '');
        setOutcome(signedIn ? 'refused' : 'notAllowed');
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
          {outcome === 'refused' ? refusal : t(OUTCOME_TEXT[outcome])}
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
