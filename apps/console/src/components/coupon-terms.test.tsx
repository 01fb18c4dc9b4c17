import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { COUPON_TERMS_DEFAULTS, type CouponTermsFields, CouponTermsItems, couponTermsBody } from './coupon-terms';

function Terms({ onFinish }: { onFinish: (body: ReturnType<typeof couponTermsBody>) => void }) {
  return (
    <Form<CouponTermsFields> initialValues={COUPON_TERMS_DEFAULTS} onFinish={(f) => onFinish(couponTermsBody(f))}>
      <CouponTermsItems />
      <Button htmlType="submit">OK</Button>
    </Form>
  );
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('a coupon’s amounts typed in French (audit W4)', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => setLanguage('en'));

  it('takes "2,50" as the discount and "30" as the minimum spend, sent as 2.50 and 30.00', async () => {
    const onFinish = vi.fn();
    render(<Terms onFinish={onFinish} />);
    type(screen.getByTestId('coupon-money'), '2,50');
    type(screen.getByTestId('coupon-min-spend'), '30');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ money: '2.50', minSpend: '30.00' });
  });

  it('refuses an amount out of bounds with a message whose example passes', async () => {
    const onFinish = vi.fn();
    render(<Terms onFinish={onFinish} />);
    const money = screen.getByTestId('coupon-money');
    type(money, '-1');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Un montant comme 5 ou 5,50')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    type(money, '5,50');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ money: '5.50' });
  });

  it('refuses "2.505" with the number of decimals a coupon takes, and sends nothing', async () => {
    const onFinish = vi.fn();
    render(<Terms onFinish={onFinish} />);
    type(screen.getByTestId('coupon-money'), '2.505');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('2 décimales au plus')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(onFinish).not.toHaveBeenCalled();
  });
});
