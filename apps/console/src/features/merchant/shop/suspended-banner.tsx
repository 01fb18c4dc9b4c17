import type { ShopProfile } from '@mall/contract';
import { Alert } from 'antd';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/**
 * Shown on every merchant page while the platform keeps the shop suspended (audit AW3): since when and why, what
 * still works (orders, refunds, messages, payouts: decision 0049) and what waits for the reopening, instead of a 403
 * found by trial.
 */
export function SuspendedBanner({ suspension }: { suspension: ShopProfile['suspension'] }) {
  const t = useT();
  if (!suspension) return null;
  return (
    <Alert
      type="error"
      showIcon
      banner
      data-testid="shop-suspended-banner"
      style={{ marginBottom: 16 }}
      title={t('merchant.suspended.title', {
        since: dateTime(suspension.since),
      })}
      description={
        <>
          {/* A reason may hold line breaks; the operator's paragraphs stay paragraphs. */}
          {suspension.reason && (
            <div style={{ whiteSpace: 'pre-line' }}>
              {t('merchant.suspended.reason', { reason: suspension.reason })}
            </div>
          )}
          <div>{t('merchant.suspended.stillWorks')}</div>
          <div>{t('merchant.suspended.waits')}</div>
        </>
      }
    />
  );
}
