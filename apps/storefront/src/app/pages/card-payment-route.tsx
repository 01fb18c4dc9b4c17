import { useSearchParams } from 'react-router';
import { type Country, useCountries } from '../../features/address/api/get-countries';
import { type OrderDetail, useOrderDetail } from '../../features/orders/api/get-order-detail';
import { useRefreshOrders } from '../../features/orders/api/get-order-list';
import CardPaymentPage, { type PayableOrder } from '../../features/payment/card-payment-page';
import { formatAddress } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useLocaleNavigate } from '../../lib/use-locale';

/**
 * What the payment page shows of a checkout (PT…): amount, time to pay, the shops it covers, the address (written as
 * the confirmation page wrote it: the country's name from the same list, in the reader's language).
 */
function payable(order: OrderDetail, language: string, countries: Country[] | undefined): PayableOrder {
  const parts = order.kind === 'checkout' ? order.shopOrders : [order];
  const { consignee } = order;
  return {
    orderNo: order.orderNo,
    status: order.status,
    payFee: order.payFee,
    payDeadline: order.payDeadline,
    shops: parts.map(({ orderNo, merName, totalNum, payFee }) => ({ orderNo, merName, totalNum, payFee })),
    shipTo: [
      consignee.realName,
      formatAddress(
        {
          ...consignee,
          countryName: countries?.find((country) => country.code === consignee.country.toUpperCase())?.name,
        },
        language,
      ),
    ]
      .filter(Boolean)
      .join(', '),
  };
}

/** The card payment composed with the orders feature, which knows the amount due and the time to pay. */
export default function CardPaymentRoute() {
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const order = useOrderDetail(orderNo);
  const refreshOrders = useRefreshOrders();
  const navigate = useLocaleNavigate();
  const { i18n } = useTranslation();
  const countries = useCountries();
  return (
    <CardPaymentPage
      orderNo={orderNo}
      order={order.data ? payable(order.data, i18n.language, countries.data) : undefined}
      loading={order.isLoading}
      error={order.error}
      onPaid={(paid) => {
        void refreshOrders();
        navigate(`/order/payment_result?orderNo=${encodeURIComponent(paid)}`, { replace: true });
      }}
    />
  );
}
