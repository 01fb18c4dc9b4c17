import type { AccountSession } from '@mall/contract';
import { useCallback, useEffect, useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { endOtherSessions, endSession, getSessions } from './api/account-security';
import styles from './user-info-page.module.css';

/** The account's signed-in devices (audit AN8): this one marked, any other ended alone or all at once. */
export function Devices() {
  const { t, i18n } = useTranslation();
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions(await getSessions());
    } catch {
      // The failure was shown as a toast.
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast(await action(), 'success');
    } catch {
      // The failure was shown as a toast.
    } finally {
      setBusy(false);
      await load();
    }
  };

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section className={styles.card} aria-labelledby="devices-title" data-testid="devices">
      <h2 id="devices-title" className={styles.title}>
        {t('account.devicesTitle')}
      </h2>
      <ul className={styles.links}>
        {sessions?.map((s) => (
          <li key={s.id} className={styles.row} data-testid={s.current ? 'device-current' : 'device'}>
            <span className={styles.label}>
              {[s.browser, s.system].filter(Boolean).join(' · ') || t('account.deviceUnknown')}
            </span>
            <span className={styles.value}>
              {t('account.deviceSince', { date: formatDate(s.createdAt, i18n.language, true) })}
            </span>
            {s.current ? (
              <span className={styles.thisDevice}>{t('account.deviceThis')}</span>
            ) : (
              <button
                type="button"
                className={buttons.ghost}
                disabled={busy}
                onClick={() => void act(() => endSession(s.id))}
                data-testid="device-end"
              >
                {t('account.deviceEnd')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className={`${styles.row} ${styles.devicesFoot}`}>
        <span className={styles.label} />
        {sessions && others === 0 ? (
          <p className={styles.hint}>{t('account.devicesNoOthers')}</p>
        ) : (
          <button
            type="button"
            className={buttons.primary}
            disabled={busy || !sessions}
            onClick={() => void act(endOtherSessions)}
            data-testid="devices-end-others"
          >
            {t('account.devicesEndOthers')}
          </button>
        )}
      </div>
    </section>
  );
}
