import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/i18n';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import styles from './description.module.css';

/** Merchant rich text, rendered only after the allowlist sanitiser has rebuilt it. */
export function Description({ html }: { html: string }) {
  const { t } = useTranslation();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe.trim()) return <EmptyState title={t('product.noDescription')} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allowlist in lib/sanitize-html.ts.
  return <div className={styles.description} dangerouslySetInnerHTML={{ __html: safe }} data-testid="description" />;
}
