import { render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Button, Form } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../lib/api-client';
import { showFieldError } from '../lib/form-errors';
import {
  COUPON_TERMS_DEFAULTS,
  COUPON_TERMS_FIELDS,
  type CouponTermsFields,
  CouponTermsItems,
  couponTermsBody,
} from './coupon-terms';

/** The coupon forms' terms with fixed dates, sent and marked as the merchant's and the platform's forms do. */
function Terms() {
  const [form] = Form.useForm<CouponTermsFields>();
  const submit = async (fields: CouponTermsFields) => {
    try {
      await apiPost('/api/merchant/coupons', { name: 'Sale', useType: 1, ...couponTermsBody(fields) });
    } catch (error) {
      showFieldError(form, error, COUPON_TERMS_FIELDS);
    }
  };
  return (
    <AntdApp>
      <Form
        form={form}
        onFinish={submit}
        initialValues={{
          ...COUPON_TERMS_DEFAULTS,
          money: '5',
          validity: 'dates',
          validRange: [dayjs('2020-01-01T00:00:00Z'), dayjs('2020-02-01T00:00:00Z')],
        }}
      >
        <CouponTermsItems />
        <Button htmlType="submit">Save</Button>
      </Form>
    </AntdApp>
  );
}

function refuse(field: string, detail: string) {
  vi.stubGlobal('fetch', async () =>
    Response.json({ code: 400, message: detail, data: { field, detail } }, { status: 400 }),
  );
}

const errorsShown = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

describe('a coupon rule the server checks (audit W5)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the dates of validity when the server refuses its end, named validTo', async () => {
    refuse('validTo', 'La validité doit se terminer dans le futur');
    render(<Terms />);
    screen.getByRole('button', { name: 'Save' }).click();
    await waitFor(() => expect(errorsShown()).toEqual(['La validité doit se terminer dans le futur']));
    const marked = document.querySelector('.ant-form-item-explain-error')?.closest('.ant-form-item');
    expect(marked?.querySelector('.ant-picker-range')).not.toBeNull();
  });

  it('marks the discount when the server refuses it', async () => {
    refuse('money', 'La réduction doit être inférieure au montant minimum');
    render(<Terms />);
    screen.getByRole('button', { name: 'Save' }).click();
    const discount = await screen.findByLabelText('Discount');
    await waitFor(() =>
      expect(discount.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        'La réduction doit être inférieure au montant minimum',
      ),
    );
  });
});
