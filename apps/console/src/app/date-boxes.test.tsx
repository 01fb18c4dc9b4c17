import type { AdminPayout } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { COUPON_TERMS_DEFAULTS, CouponTermsItems } from '../components/coupon-terms';
import { MarkPaidModal } from '../features/platform/payouts/mark-paid-modal';
import { calendarDay, dateTime } from '../lib/format';
import { setLanguage } from '../lib/i18n';

// Audit DS10: every date box of the console showed "2026-12-05" (or "2026-12-05 10:00") beside the page's own dates
// written the language's way ("5 déc. 2026", "5 ธ.ค. 2026"). The boxes now show the page's form; "2026-12-05" is still
// what a person may type (coupon-terms tests type it).

const ISO = /^\d{4}-\d{2}-\d{2}/;

describe("the console's date boxes write dates as the page does", { timeout: 90_000 }, () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('a coupon’s fixed dates, in French', async () => {
    await setLanguage('fr');
    const from = dayjs('2026-12-05T10:00');
    const to = dayjs('2026-12-06T18:30');
    render(
      <Form initialValues={{ ...COUPON_TERMS_DEFAULTS, validity: 'dates', validRange: [from, to] }}>
        <CouponTermsItems />
      </Form>,
    );
    const start = screen.getByRole('textbox', { name: 'Dates fixes : date de début' }) as HTMLInputElement;
    const end = screen.getByRole('textbox', { name: 'Dates fixes : date de fin' }) as HTMLInputElement;
    expect(start.value).toBe(dateTime(from.toISOString()));
    expect(start.value).toContain('déc.');
    expect(end.value).toBe(dateTime(to.toISOString()));
    expect(end.value).not.toMatch(ISO);
  });

  it('the day of a bank transfer, in Thai', async () => {
    await setLanguage('th');
    const payout = {
      payoutNo: 'PO20261127095658974037',
      amount: '300.00',
      merName: 'TechZone',
      createTime: new Date(Date.now() - 86_400_000).toISOString(),
    } as AdminPayout;
    render(<MarkPaidModal payout={payout} busy={false} onCancel={() => undefined} onSave={async () => true} />);
    const box = (await screen.findByTestId('payout-paid-on')) as HTMLInputElement;
    expect(box.value).toBe(calendarDay(dayjs().format('YYYY-MM-DD')));
    expect(box.value).not.toMatch(ISO);
  });
});
