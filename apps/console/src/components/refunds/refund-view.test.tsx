import type { MerchantRefund } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTime } from '../../lib/format';
import { setLanguage } from '../../lib/i18n';
import { RefundDetail } from './refund-view';

const refund = (fields: Partial<MerchantRefund>): MerchantRefund => ({
  refundNo: 'RE20260101000000000001',
  orderNo: 'SH20260101000000123456',
  parentOrderNo: 'PT20260101000000123456',
  merId: 2,
  merName: 'TechZone Official Store',
  type: 'refund',
  status: 'reviewing',
  reason: 'No longer needed',
  explain: '',
  images: [],
  amount: '50.00',
  points: 0,
  freight: '0.00',
  freightDeducted: '0.00',
  totalNum: 1,
  items: [],
  refuseReason: null,
  courier: '',
  trackingNo: '',
  returnAddress: null,
  createTime: '2026-01-01T00:00:00.000Z',
  reviewTime: null,
  returnTime: null,
  refundTime: null,
  closeTime: null,
  shopDeadline: null,
  buyer: { id: 7, nickname: 'Ann' },
  consignee: { realName: 'Ann Lee', phone: '2125550100', detail: '1 Harbour Road' },
  providerRef: null,
  heldForBuyer: '0.00',
  paidAnotherWayAmount: '0.00',
  ...fields,
});

describe('the refund the shop decides (issue 21)', { timeout: 30_000 }, () => {
  it('shows the freight kept back because the goods kept no longer ship free', () => {
    render(<RefundDetail refund={refund({ freightDeducted: '10.00' })} />);
    expect(screen.getByTestId('refund-freight-kept').textContent).toContain('10.00');
    expect(screen.queryByTestId('refund-freight-back')).toBeNull();
  });

  it('shows the freight given back with goods returned for the shop’s fault', () => {
    render(<RefundDetail refund={refund({ amount: '509.50', freight: '499.50', reason: 'Not as described' })} />);
    expect(screen.getByTestId('refund-freight-back').textContent).toContain('499.50');
    expect(screen.queryByTestId('refund-freight-kept')).toBeNull();
  });

  it('says by when the shop must decide, and by when it must confirm returned goods (audit AM11)', () => {
    const { unmount } = render(<RefundDetail refund={refund({ shopDeadline: '2026-01-06T00:00:00.000Z' })} />);
    expect(screen.getByText('Decide by')).toBeTruthy();
    expect(screen.getByTestId('refund-deadline').parentElement?.textContent).toMatch(/accepted automatically/);
    unmount();
    render(
      <RefundDetail
        refund={refund({ type: 'return', status: 'returning', shopDeadline: '2026-01-11T00:00:00.000Z' })}
      />,
    );
    expect(screen.getByText('Confirm receipt by')).toBeTruthy();
    expect(screen.getByTestId('refund-deadline').textContent).toMatch(/2026/);
  });

  it('says no deadline once nothing waits for the shop', () => {
    render(<RefundDetail refund={refund({ status: 'refunded' })} />);
    expect(screen.queryByTestId('refund-deadline')).toBeNull();
  });
});

describe('a refund closed for customer service (decision 0052, audit EU)', { timeout: 30_000 }, () => {
  const closed = refund({
    status: 'refunded',
    closedUnpaid: true,
    refuseReason: 'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed',
    heldForBuyer: '42.50',
  });

  it('reads closed for customer service, not refunded, with why and what the platform holds for the buyer', () => {
    render(<RefundDetail refund={closed} />);
    expect(screen.getByTestId('refund-closed-for-service').textContent).toBe('Closed for customer service');
    expect(screen.queryByText('Refunded')).toBeNull();
    expect(screen.getByText('Why it was closed')).toBeTruthy();
    expect(screen.queryByText(/Reason for refusing/)).toBeNull();
    expect(screen.getByTestId('refund-refuse-reason').textContent).toMatch(/refused this refund three times/);
    expect(screen.getByTestId('refund-held-for-buyer').textContent).toBe('$42.50');
    expect(screen.queryByTestId('refund-paid-another-way-amount')).toBeNull();
  });

  it('reads paid another way once the operator paid the buyer all of it', () => {
    render(
      <RefundDetail
        refund={{
          ...closed,
          closedUnpaid: false,
          paidAnotherWay: true,
          heldForBuyer: '0.00',
          paidAnotherWayAmount: '42.50',
        }}
      />,
    );
    expect(screen.getByTestId('refund-paid-another-way').textContent).toBe('Paid another way');
    expect(screen.getByTestId('refund-held-for-buyer').textContent).toBe('$0.00');
    expect(screen.getByTestId('refund-paid-another-way-amount').textContent).toBe('$42.50');
  });

  it('says nothing of it for a refund paid to the card', () => {
    render(<RefundDetail refund={refund({ status: 'refunded' })} />);
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByTestId('refund-held-for-buyer')).toBeNull();
  });
});

describe('when the money left for the buyer (audit FF2)', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await setLanguage('en');
  });
  const paid = '2026-01-03T10:20:00.000Z';
  const held = refund({
    status: 'refunded',
    closedUnpaid: true,
    refuseReason: 'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed',
    heldForBuyer: '42.50',
  });
  const timeOf = () => screen.getByTestId('refund-paid-time');
  const labelOf = () => timeOf().closest('tr')?.querySelector('th')?.textContent;

  it('in English: the time a refund paid to the card left, as the other times there', () => {
    render(<RefundDetail refund={refund({ status: 'refunded', refundTime: paid })} />);
    expect(labelOf()).toBe('Paid back on');
    expect(timeOf().textContent).toBe(dateTime(paid));
    expect(timeOf().textContent).toMatch(/2026/);
  });

  it('in English: not paid yet while the platform holds the money, then when the last of it left', () => {
    const { unmount } = render(<RefundDetail refund={held} />);
    expect(timeOf().textContent).toBe('Not paid to the buyer yet');
    unmount();
    // Paid another way later: the time the money left, not the close's.
    render(
      <RefundDetail
        refund={{
          ...held,
          closedUnpaid: false,
          paidAnotherWay: true,
          heldForBuyer: '0.00',
          paidAnotherWayAmount: '42.50',
          refundTime: paid,
        }}
      />,
    );
    expect(timeOf().textContent).toBe(dateTime(paid));
  });

  it('in English: nothing yet for a refund still under review', () => {
    render(<RefundDetail refund={refund({})} />);
    expect(timeOf().textContent).toBe('—');
  });

  it('in Thai and in French, in their words and their dates', async () => {
    await setLanguage('th');
    const { unmount } = render(<RefundDetail refund={held} />);
    expect(labelOf()).toBe('เวลาที่คืนเงิน');
    expect(timeOf().textContent).toBe('ยังไม่ได้จ่ายให้ผู้ซื้อ');
    unmount();
    await setLanguage('fr');
    render(<RefundDetail refund={refund({ status: 'refunded', refundTime: paid })} />);
    expect(labelOf()).toBe('Remboursé le');
    expect(timeOf().textContent).toBe(dateTime(paid, undefined, 'fr'));
    expect(timeOf().textContent).not.toBe(dateTime(paid, undefined, 'en'));
  });
});
