import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PrivacyText } from './privacy/types';
import styles from './privacy-page.module.css';

// One chunk per language, like the message catalogues.
const texts = import.meta.glob<PrivacyText>(['./privacy/*.ts', '!./privacy/types.ts'], { import: 'default' });

export function loadPrivacyText(language: string): Promise<PrivacyText> {
  const load = texts[`./privacy/privacy-${language}.ts`] ?? texts['./privacy/privacy-en.ts'];
  if (!load) return Promise.reject(new Error('no privacy agreement'));
  return load();
}

/** /middlewares/privacy_agreement: the privacy agreement in the current language (opened in a new tab). */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('placeholder.titles.privacy'));
  const [text, setText] = useState<{ language: string; value: PrivacyText } | null>(null);
  useEffect(() => {
    let live = true;
    loadPrivacyText(i18n.language).then((value) => live && setText({ language: i18n.language, value }));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  const value = text?.value;
  return (
    <div className="page-width">
      <article className={styles.page} data-testid="privacy-agreement" lang={text?.language}>
        <h1 className={styles.title}>{t('placeholder.titles.privacy')}</h1>
        {value ? (
          <>
            <p className={styles.updated}>{value.updated}</p>
            <p className={styles.intro}>{value.intro}</p>
            {value.sections.map((section, index) => (
              <section key={section.heading} className={styles.section}>
                <h2 className={styles.heading}>
                  {index + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </>
        ) : (
          <div className={`skeleton ${styles.loading}`} />
        )}
      </article>
    </div>
  );
}
