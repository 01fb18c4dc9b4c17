import { useEffect } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Icon } from '../../../components/ui/icons';
import { useSignedIn } from '../../../lib/auth-token';
import { loadSection, useTranslation } from '../../../lib/i18n';
import { openLoginDialog } from '../../../lib/login-dialog';
import { type ChatOffer, type ChatShop, openChat } from '../chat-store';

type Props = { merId: number; shop: ChatShop; offer?: ChatOffer; small?: boolean };

/**
 * "Contact the seller": opens the chat with the shop (offering the product or order on the page); signs in first.
 * The page's shop name and logo name the conversation before it has a message (audit AX1); the name also tells a
 * screen reader which shop it reaches where several shops have one (the cart, an order).
 */
export function ContactButton({ merId, shop, offer, small }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  useEffect(() => {
    void loadSection('chat');
  }, []);
  return (
    <button
      type="button"
      className={`${buttons.outline} ${small ? buttons.small : ''}`}
      aria-label={shop.name ? t('common.labelValue', { label: t('chat.contact'), value: shop.name }) : undefined}
      data-testid="contact-seller"
      onClick={() => (signedIn ? openChat(merId, offer ?? null, shop) : openLoginDialog())}
    >
      <Icon name="chat" size={14} />
      {t('chat.contact')}
    </button>
  );
}
