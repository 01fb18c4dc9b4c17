import { useState } from 'react';
import { setCookie } from '../../../lib/cookies';
import { useTranslation } from '../../../lib/i18n';
import { rememberPath } from '../../../lib/login-dialog';
import { useLoginMethods } from '../api/get-login-methods';
import { requestSocialLogin, type SocialProvider, TWITTER_COOKIE } from '../api/social-login';
import { ProviderMark } from '../components/auth-icons';
import styles from '../login-dialog.module.css';
import { leaveFor } from './leave-for';

/**
 * The providers the store switched on (`login/method/info`). A click asks the server where to go
 * (`request/token?end=pc`) and goes there; the provider returns to /middlewares/callback_twitter.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const methods = useLoginMethods().data;
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const providers: SocialProvider[] = [];
  if (methods?.googleOpen) providers.push('google');
  if (methods?.facebookOpen) providers.push('facebook');
  if (methods?.twitterOpen) providers.push('twitter');
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const { authorizationURL } = await requestSocialLogin(provider);
      if (provider === 'twitter') setCookie(TWITTER_COOKIE, authorizationURL, 600);
      // Back from the provider, the callback page returns the shopper here.
      rememberPath(window.location.hash.replace(/^#/, '') || '/');
      leaveFor(authorizationURL);
    } catch {
      setPending(null);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('login.otherWays')}</span>
      </p>
      <div className={styles.providers}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={styles.provider}
            onClick={() => void start(provider)}
            disabled={pending !== null}
            aria-label={t(`login.social.${provider}`)}
            title={t(`login.social.${provider}`)}
            data-testid={`social-${provider}`}
          >
            <ProviderMark provider={provider} />
          </button>
        ))}
      </div>
    </div>
  );
}
