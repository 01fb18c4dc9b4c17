import type { AdminPayout } from '@mall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkPaidModal } from './mark-paid-modal';

const payout = {
  payoutNo: 'PO20261127095658974037',
  amount: '300.00',
  merName: 'TechZone',
  createTime: new Date(Date.now() - 86_400_000).toISOString(),
} as AdminPayout;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('marking a bank payout paid', () => {
  it('asks for the reference before saving, and sends it trimmed with the day (today by default)', async () => {
    const onSave = vi.fn(async () => true);
    render(<MarkPaidModal payout={payout} busy={false} onCancel={() => undefined} onSave={onSave} />);
    const ok = (await screen.findAllByRole('button')).find((b) => b.className.includes('ant-btn-primary'))!;
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('payout-paid-reference'), { target: { value: '  SCB 7781-0042 ' } });
    expect((ok as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(ok);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(payout.payoutNo, { reference: 'SCB 7781-0042', paidOn: today() });
  });
});
