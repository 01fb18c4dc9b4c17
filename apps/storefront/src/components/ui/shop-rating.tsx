import { formatTenths } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { Stars } from './stars';

/** A shop's rating: stars and the value once it has a review, "no ratings yet" before (never a made-up 5.0). */
export function ShopRating({
  rating,
  size,
  strong = false,
}: {
  rating: number | null;
  size?: number;
  strong?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (rating === null)
    return (
      <span style={{ color: 'var(--color-muted, #999)' }} data-testid="shop-no-rating">
        {t('shop.noRatings')}
      </span>
    );
  const shown = formatTenths(rating, i18n.language);
  return (
    <>
      <Stars value={rating} size={size} /> {strong ? <strong>{shown}</strong> : shown}
    </>
  );
}
