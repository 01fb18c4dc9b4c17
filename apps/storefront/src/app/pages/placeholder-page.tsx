import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import styles from '../../components/ui/state.module.css';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * An account or order page whose real content belongs to later work. These pages are protected, so the shopper is
 * signed in; the page says plainly that it is coming soon and never shows made-up data.
 */
export default function PlaceholderPage({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const heading = t(`placeholder.titles.${title}`);
  useDocumentTitle(heading);
  const page = (
    <section className={embedded ? `${styles.page} ${styles.embedded}` : styles.page} data-testid="placeholder-page">
      <span className={styles.badge}>
        <Icon name="user" size={40} />
      </span>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.text}>{t('placeholder.account')}</p>
      <div className={styles.actions}>
        <LocaleLink to="/" className={buttons.primary} data-testid="back-home">
          {t('errorPage.backHome')}
        </LocaleLink>
      </div>
    </section>
  );
  return embedded ? page : <div className="page-width">{page}</div>;
}
