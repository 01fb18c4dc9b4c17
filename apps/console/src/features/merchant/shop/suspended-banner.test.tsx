import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { SuspendedBanner } from './suspended-banner';

// Audit AW3: a suspended shop's console said nothing; every page now shows why and what still works.

describe('the suspended shop banner', () => {
  afterEach(() => setLanguage('en'));

  it('says why the shop is suspended, what still works and what waits, in the reader language', async () => {
    await setLanguage('th');
    render(<SuspendedBanner suspension={{ since: '2026-12-04T23:40:00.000Z', reason: 'สินค้าปลอม' }} />);
    const banner = await screen.findByTestId('shop-suspended-banner');
    expect(banner.textContent).toContain('แพลตฟอร์มระงับร้านนี้เมื่อ');
    expect(banner.textContent).toContain('เหตุผล: สินค้าปลอม');
    expect(banner.textContent).toContain('คุณยังจัดส่งและคืนเงินคำสั่งซื้อที่ชำระแล้ว');
    expect(banner.textContent).toContain('การขาย ราคา คูปอง และข้อมูลร้านจะใช้ได้อีกเมื่อแพลตฟอร์มเปิดร้านอีกครั้ง');
    // Audit CE5: a suspended shop may ask for a payout (decision 0049); the banner no longer says payouts wait.
    expect(banner.textContent).toContain('ขอถอนเงินจากยอดที่ถอนได้ (แพลตฟอร์มจะตรวจสอบ)');
    expect(banner.textContent).not.toContain('การถอนเงินจะใช้ได้อีก');
  });

  it('is not shown while the shop is open', () => {
    render(<SuspendedBanner suspension={null} />);
    expect(screen.queryByTestId('shop-suspended-banner')).toBeNull();
  });
});
