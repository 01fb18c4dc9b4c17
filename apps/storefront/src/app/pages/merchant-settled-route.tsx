import { uploadImage } from '../../features/account/api/upload-image';
import { useCountdown } from '../../features/auth/use-countdown';
import MerchantSettledPage from '../../features/settle/merchant-settled-page';
import { useMerchantCategories, useMerchantTypes } from '../../features/shop/api/get-merchant-filters';

/** The application form with the sign-in dialog's send-code clock, the upload call and the shop lists. */
export default function MerchantSettledRoute() {
  const countdown = useCountdown();
  const categories = useMerchantCategories().data ?? [];
  const types = useMerchantTypes().data ?? [];
  return <MerchantSettledPage countdown={countdown} upload={uploadImage} categories={categories} types={types} />;
}
