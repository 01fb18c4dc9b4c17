import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import buttons from './button.module.css';
import { LocaleLink } from './locale-link';
import styles from './state.module.css';

function titleKey(status: number): string {
  if (status === 404) return 'errorPage.notFound';
  if (status === 500) return 'errorPage.failed';
  if (status === 401) return 'errorPage.signIn';
  return 'errorPage.badRequest';
}

/** Spec section 8: the status code, what went wrong, and a way back home. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const title = t(titleKey(status));
  useEffect(() => {
    const previous = document.title;
    document.title = `${status} · ${title}`;
    return () => {
      document.title = previous;
    };
  }, [status, title]);
  return (
    <div className="page-width">
      <section className={styles.page} data-testid={status === 404 ? 'not-found' : 'error-page'}>
        <p className={styles.code}>{status}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{t(status === 404 ? 'errorPage.notFoundText' : 'errorPage.sorry')}</p>
        <div className={styles.actions}>
          {status === 401 && (
            <LocaleLink to="/login" className={buttons.outline}>
              {t('header.signIn')}
            </LocaleLink>
          )}
          <LocaleLink to="/" className={buttons.primary} data-testid="back-home">
            {t('errorPage.backHome')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
