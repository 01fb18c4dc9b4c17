import { useEffect } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Icon } from '../../../components/ui/icons';
import { useSignedIn } from '../../../lib/auth-token';
import { loadSection, useTranslation } from '../../../lib/i18n';
import { openLoginDialog } from '../../../lib/login-dialog';
import { type ChatOffer, openChat } from '../chat-store';

/**
 * "Contact the seller": opens the chat with the shop (offering the product or order on the page); signs in first.
 * Where several shops have one (the cart, an order), `shopName` tells a screen reader which shop it reaches.
 */
export function ContactButton({
  merId,
  shopName,
  offer,
  small,
}: {
  merId: number;
  shopName?: string;
  offer?: ChatOffer;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  useEffect(() => {
    void loadSection('chat');
  }, []);
  return (
    <button
      type="button"
      className={`${buttons.outline} ${small ? buttons.small : ''}`}
      aria-label={shopName ? t('common.labelValue', { label: t('chat.contact'), value: shopName }) : undefined}
      data-testid="contact-seller"
      onClick={() => (signedIn ? openChat(merId, offer ?? null) : openLoginDialog())}
    >
      <Icon name="chat" size={14} />
      {t('chat.contact')}
    </button>
  );
}
