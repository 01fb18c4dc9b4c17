import buttons from '../../components/ui/button.module.css';
import { Icon, type IconName } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import styles from '../../components/ui/state.module.css';
import { useSignedIn } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

type Kind = 'account' | 'login' | 'info' | 'socialCallback';

const ICONS: Record<Kind, IconName> = { account: 'user', login: 'user', info: 'shield', socialCallback: 'globe' };

/**
 * A page whose real content belongs to later work. It says plainly what is (not yet) there: an account page asks a
 * visitor to sign in first and tells a signed-in shopper it is coming soon. It never shows made-up data.
 */
export default function PlaceholderPage({ kind, title }: { kind: Kind; title: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const heading = t(`placeholder.titles.${title}`);
  useDocumentTitle(heading);
  const needsSignIn = kind === 'account' && !signedIn;
  const text = needsSignIn ? t('placeholder.signInNeeded') : t(`placeholder.${kind}`);
  return (
    <div className="page-width">
      <section className={styles.page} data-testid="placeholder-page">
        <span className={styles.badge}>
          <Icon name={ICONS[kind]} size={40} />
        </span>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          {needsSignIn && (
            <LocaleLink to="/login" className={buttons.primary} data-testid="sign-in">
              {t('header.signIn')}
            </LocaleLink>
          )}
          <LocaleLink to="/" className={needsSignIn ? buttons.ghost : buttons.primary} data-testid="back-home">
            {t('errorPage.backHome')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
