import { Icon } from '../../../components/ui/icons';
import { useSignedIn } from '../../../lib/auth-token';
import { useTranslation } from '../../../lib/i18n';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useToggleFavourite } from '../api/add-product-favourite';
import styles from './favourite-button.module.css';

/** The heart under the buy buttons: keeps the product in the favourites; a visitor is asked to sign in first. */
export function FavouriteButton({ productId, collected }: { productId: number; collected: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const toggle = useToggleFavourite(productId);
  const onClick = () => {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    toggle.mutate(!collected);
  };
  return (
    <button
      type="button"
      className={collected ? `${styles.heart} ${styles.hearted}` : styles.heart}
      aria-pressed={collected}
      disabled={toggle.isPending}
      onClick={onClick}
      data-testid="favourite-toggle"
    >
      <Icon name="heart" size={18} />
      {collected ? t('product.favourited') : t('product.favourite')}
    </button>
  );
}
