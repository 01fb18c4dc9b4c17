import { Flex, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT } from '../lib/i18n';
import { DateRangePicker } from './date-range-picker';
import { Form } from './form';
import { NumberInput } from './number-input';
import { between } from './number-rules';

/**
 * What a coupon gives and when it is good, the same for a shop's coupon and the platform's: the discount and minimum
 * spend, how many and how many per shopper, validity (days after receiving or fixed dates) and when it can be
 * received. Each console's form adds what it applies to (its own goods and categories) around these fields.
 */
export type CouponTermsFields = {
  money: string;
  minSpend?: string;
  total?: number | null;
  perUser?: number | null;
  validity: 'days' | 'dates';
  validDays?: number | null;
  validRange?: [Dayjs, Dayjs];
  receiveRange?: [Dayjs | null, Dayjs | null] | null;
};

/** The form's fields that the request's times come from, for marking a refusal of one (showFieldError). */
export const COUPON_TERMS_FIELDS = {
  validFrom: 'validRange',
  validTo: 'validRange',
  receiveFrom: 'receiveRange',
  receiveTo: 'receiveRange',
};

export const COUPON_TERMS_DEFAULTS = { validity: 'days', validDays: 30, total: 0, perUser: 1, minSpend: '0' } as const;

/** The API's fields for the terms (decimal strings for money, ISO times). */
export function couponTermsBody(f: CouponTermsFields) {
  return {
    money: f.money.trim(),
    minSpend: f.minSpend?.trim() || '0',
    total: f.total ?? 0,
    perUser: f.perUser ?? 1,
    validDays: f.validity === 'days' ? (f.validDays ?? undefined) : undefined,
    validFrom: f.validity === 'dates' ? f.validRange?.[0].toISOString() : undefined,
    validTo: f.validity === 'dates' ? f.validRange?.[1].toISOString() : undefined,
    receiveFrom: f.receiveRange?.[0]?.toISOString(),
    receiveTo: f.receiveRange?.[1]?.toISOString(),
  };
}

/** The terms' form items; they live inside the caller's `Form`. */
export function CouponTermsItems() {
  const t = useT();
  const validity = Form.useWatch('validity');
  // Money is read as every number box of the console reads it: "2,50" is 2.50 in every language (audit W4).
  const moneyRange = between(t, 0, 999999.99, t('common.coupon.moneyInvalid'));
  return (
    <>
      <Flex gap={16}>
        <Form.Item
          name="money"
          label={t('common.coupon.money')}
          rules={[{ required: true, message: t('common.coupon.moneyInvalid') }, moneyRange]}
          style={{ flex: 1 }}
        >
          <NumberInput stringMode decimals={2} prefix="$" data-testid="coupon-money" />
        </Form.Item>
        <Form.Item
          name="minSpend"
          label={t('common.coupon.minSpend')}
          tooltip={t('common.coupon.minSpendHint')}
          rules={[moneyRange]}
          style={{ flex: 1 }}
        >
          <NumberInput stringMode decimals={2} prefix="$" data-testid="coupon-min-spend" />
        </Form.Item>
        <Form.Item
          rules={[between(t, 0, 1000000)]}
          name="total"
          label={t('common.coupon.total')}
          tooltip={t('common.coupon.totalHint')}
          style={{ flex: 1 }}
        >
          <NumberInput decimals={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item rules={[between(t, 1, 100)]} name="perUser" label={t('common.coupon.perUser')} style={{ flex: 1 }}>
          <NumberInput decimals={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="validity" label={t('common.coupon.validity')}>
        <Radio.Group
          options={[
            { value: 'days', label: t('common.coupon.byDays') },
            { value: 'dates', label: t('common.coupon.byDates') },
          ]}
        />
      </Form.Item>
      {validity === 'dates' ? (
        <Form.Item name="validRange" rules={[{ required: true, message: t('common.coupon.datesEmpty') }]}>
          <DateRangePicker showTime={{ format: 'HH:mm' }} aria-label={t('common.coupon.byDates')} />
        </Form.Item>
      ) : (
        <Form.Item
          name="validDays"
          rules={[between(t, 1, 365), { required: true, message: t('common.coupon.daysEmpty') }]}
        >
          <NumberInput
            decimals={0}
            addonAfter={t('common.coupon.days')}
            style={{ width: 180 }}
            aria-label={t('common.coupon.byDays')}
          />
        </Form.Item>
      )}
      <Form.Item name="receiveRange" label={t('common.coupon.receiveWindow')} tooltip={t('common.coupon.receiveHint')}>
        <DateRangePicker showTime={{ format: 'HH:mm' }} allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}
