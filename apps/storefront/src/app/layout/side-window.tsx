import type { Home } from '@mall/contract';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { openChat } from '../../features/chat/chat-store';
import { hasToken } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { openLoginDialog } from '../../lib/login-dialog';
import { showToast } from '../../lib/toast';
import styles from './side-window.module.css';

/** The mall's service channel and the QR picture of its chat app; empty until the home data arrives. */
type Service = Partial<Home['service']>;

/**
 * Opens the configured customer-service channel: an h5 chat link, a message, a phone line, an email, or the mall's
 * own chat with its service (merId 0; a visitor signs in first).
 */
export function openService(service: Service, t: (key: string, options?: Record<string, string>) => string): void {
  switch (service.serviceType) {
    case 'h5':
      if (service.serviceLink) window.open(service.serviceLink, '_blank', 'noopener,noreferrer');
      return;
    case 'message':
      showToast(service.serviceMessage || t('side.noService'), 'info', 8000);
      return;
    case 'phone':
      showToast(
        service.servicePhone ? t('side.callUs', { phone: service.servicePhone }) : t('side.noService'),
        'info',
        8000,
      );
      return;
    case 'email':
      if (service.serviceEmail) window.location.href = `mailto:${service.serviceEmail}`;
      return;
    case 'chat':
      if (hasToken()) openChat(0);
      else openLoginDialog();
      return;
    default:
      showToast(t('side.noService'));
  }
}

export function SideWindow({ home }: { home?: Home }) {
  const { t } = useTranslation();
  const service: Service = home?.service ?? {};
  const phone = service.servicePhone || home?.footer?.phone;
  return (
    <aside className={styles.side} aria-label={t('side.label')} data-testid="side-window">
      <div className={styles.entry}>
        <button type="button" className={styles.item} onClick={() => openService(service, t)}>
          <Icon name="headset" size={22} />
          {t('side.service')}
        </button>
        <div className={styles.popup}>
          <div className={styles.qr}>
            {service.qrImage ? <img src={service.qrImage} alt={t('side.qrAlt')} /> : <Icon name="chat" size={48} />}
          </div>
          <p className={styles.popupTitle}>{t('side.serviceTitle')}</p>
          {phone && <p className={styles.line}>{t('side.phoneLine', { phone })}</p>}
          <button type="button" className={styles.chat} onClick={() => openService(service, t)}>
            {t('side.chat')}
          </button>
        </div>
      </div>
      <div className={styles.entry}>
        <LocaleLink to="/users/merchant_settled?menuCur=70" className={styles.item}>
          <Icon name="store" size={22} />
          {t('side.merchant')}
        </LocaleLink>
      </div>
      <div className={styles.entry}>
        <button type="button" className={styles.item} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <Icon name="top" size={22} />
          {t('side.top')}
        </button>
      </div>
    </aside>
  );
}
