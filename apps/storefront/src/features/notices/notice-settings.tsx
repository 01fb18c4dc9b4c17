import { NOTICE_KINDS, type NoticeKind } from '@mall/contract';
import { useTranslation } from '../../lib/i18n';
import { type NoticePreference, useNoticePreferences, useSavePreference } from './api';
import styles from './notices.module.css';

type Way = 'site' | 'email';
const WAYS: Way[] = ['site', 'email'];

/**
 * Below the messages: the kinds a shopper may turn off (a chat answer, a coupon about to run out), each by way, and
 * a line saying the others (orders, payments, refunds) are always sent. Each switch saves at once.
 */
export function NoticeSettings() {
  const { t } = useTranslation();
  const preferences = useNoticePreferences();
  const save = useSavePreference();
  const optional = (preferences.data?.kinds ?? []).filter((p) => p.optional);
  if (optional.length === 0) return null;
  const offers = (p: NoticePreference, way: Way) =>
    (NOTICE_KINDS[p.kind as NoticeKind]?.channels as readonly string[] | undefined)?.includes(way) ?? false;

  return (
    <section className={styles.settings} aria-labelledby="notice-settings-title" data-testid="notice-settings">
      <h2 id="notice-settings-title" className={styles.settingsTitle}>
        {t('notices.settings.title')}
      </h2>
      <p className={styles.settingsNote}>{t('notices.settings.always')}</p>
      <table className={styles.settingsTable}>
        <thead>
          <tr>
            <th scope="col">{t('notices.kind')}</th>
            {WAYS.map((way) => (
              <th key={way} scope="col">
                {t(`notices.settings.${way}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {optional.map((p) => (
            <tr key={p.kind}>
              <th scope="row">{t(`notices.kinds.${p.kind}`)}</th>
              {WAYS.map((way) => (
                <td key={way}>
                  {offers(p, way) ? (
                    <input
                      type="checkbox"
                      checked={p[way]}
                      disabled={save.isPending}
                      aria-label={`${t(`notices.kinds.${p.kind}`)}: ${t(`notices.settings.${way}`)}`}
                      onChange={(event) => save.mutate({ ...p, [way]: event.target.checked })}
                      data-testid={`notice-setting-${p.kind}-${way}`}
                    />
                  ) : (
                    <span aria-hidden="true">–</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.settingsSaved} aria-live="polite">
        {save.isSuccess ? t('notices.settings.saved') : ''}
      </p>
    </section>
  );
}
