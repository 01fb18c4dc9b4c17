import { lazy, Suspense } from 'react';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useQuantityInCart } from '../../features/cart/api/get-cart-list';
import { ContactButton } from '../../features/chat/components/contact-button';
import { useBuyNow } from '../../features/checkout/api/create-pre-order';
import { FavouriteButton } from '../../features/favourites/components/favourite-button';
import { FollowButton } from '../../features/follow/components/follow-button';
import { GoodsDetailPage } from '../../features/product/goods-detail-page';
import { loadSection, useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useLocaleNavigate } from '../../lib/use-locale';

/** The coupon row loads with its texts after the page, so the goods detail itself stays as small as it was. */
const CouponStrip = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/coupons/components/coupon-strip'),
    loadSection('coupons'),
  ]);
  return { default: module.CouponStrip };
});

/** The freight line loads with its texts and the country list after the page, like the coupon row. */
const FreightLine = lazy(async () => {
  const [module] = await Promise.all([import('../../features/address/freight-line'), loadSection('shipping')]);
  return { default: module.FreightLine };
});

/** Goods detail composed with the cart, checkout, follow, favourites and coupons features. */
export default function GoodsDetailRoute() {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const addToCart = useAddToCart();
  const buyNow = useBuyNow();
  const inCart = useQuantityInCart();
  return (
    <GoodsDetailPage
      renderFollow={(shop) => <FollowButton shopId={shop.id} followed={shop.followed} />}
      renderFavourite={(detail) => (
        <>
          <FavouriteButton productId={detail.product.id} collected={detail.collected} />
          <ContactButton
            merId={detail.merchant.id}
            shop={{ name: detail.merchant.name, avatar: detail.merchant.avatar }}
            offer={{ kind: 'product', body: String(detail.product.id), label: detail.product.name }}
          />
        </>
      )}
      renderCoupons={(detail) => (
        <Suspense fallback={null}>
          <CouponStrip productId={detail.product.id} />
        </Suspense>
      )}
      renderFreight={(detail, line) => (
        <Suspense fallback={null}>
          <FreightLine productId={detail.product.id} skuId={line.skuId} quantity={line.quantity} />
        </Suspense>
      )}
      inCart={inCart}
      onAddToCart={(line) => addToCart.mutate(line, { onSuccess: () => showToast(t('product.added'), 'success') })}
      onBuyNow={(line) =>
        buyNow.mutate(line, {
          onSuccess: ({ preOrderNo }) => navigate(`/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`),
        })
      }
      busy={addToCart.isPending || buyNow.isPending}
    />
  );
}
