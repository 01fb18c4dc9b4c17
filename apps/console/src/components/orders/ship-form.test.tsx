import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const shipOrder = vi.fn();
vi.mock('./order-api', () => ({ shipOrder: (...args: unknown[]) => shipOrder(...args) }));

const { ShipForm } = await import('./ship-form');

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the ship form', () => {
  beforeEach(() => {
    shipOrder.mockReset();
    shipOrder.mockResolvedValue(null);
  });

  it('ships by courier with the company and tracking number by default', async () => {
    const done = vi.fn();
    render(<ShipForm orderNo="SH1234567890" onDone={done} />);
    type('Courier company', ' Lotus Express ');
    type('Tracking number', 'LX20260042');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(shipOrder).toHaveBeenCalledWith('SH1234567890', {
      method: 'send',
      courierCompany: 'Lotus Express',
      trackingNo: 'LX20260042',
    });
  });

  it('sends a tracking number pasted with spaces without them, and says the rule for one that breaks it (audit FO5)', async () => {
    const done = vi.fn();
    render(<ShipForm orderNo="SH1234567890" onDone={done} />);
    type('Courier company', 'Kerry');
    type('Tracking number', 'AB1');
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByText('4 to 40 letters, digits or dashes')).toBeTruthy();
    expect(shipOrder).not.toHaveBeenCalled();
    type('Tracking number', ' AB 1234 5678 ');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(shipOrder).toHaveBeenCalledWith('SH1234567890', {
      method: 'send',
      courierCompany: 'Kerry',
      trackingNo: 'AB12345678',
    });
  });

  it("asks for the deliverer's name and phone, not a courier, for the shop's own delivery", async () => {
    const done = vi.fn();
    render(<ShipForm orderNo="SH1234567890" onDone={done} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Our own delivery' }));
    await waitFor(() => expect(screen.queryByLabelText('Courier company')).toBeNull());
    expect(screen.queryByLabelText('Tracking number')).toBeNull();

    type('Deliverer', 'Somchai');
    type("Deliverer's phone", '08-12');
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByText('5 to 15 digits')).toBeTruthy();
    expect(shipOrder).not.toHaveBeenCalled();

    type("Deliverer's phone", '0812345678');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(shipOrder).toHaveBeenCalledWith('SH1234567890', {
      method: 'deliver',
      courierName: 'Somchai',
      courierPhone: '0812345678',
    });
  });

  it('names the deliverer as required and keeps what was typed when the server refuses', async () => {
    shipOrder.mockRejectedValue(new Error('refused'));
    const done = vi.fn();
    render(<ShipForm orderNo="SH1234567890" onDone={done} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Our own delivery' }));
    await waitFor(() => expect(screen.queryByLabelText('Courier company')).toBeNull());
    type("Deliverer's phone", '0812345678');
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByText("Fill in the deliverer's name")).toBeTruthy();
    type('Deliverer', 'Somchai');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(shipOrder).toHaveBeenCalled());
    expect(done).not.toHaveBeenCalled();
    expect(field('Deliverer').value).toBe('Somchai');
  });

  it('only marks an order of virtual goods delivered: no courier, no deliverer', async () => {
    const done = vi.fn();
    render(<ShipForm orderNo="SH1234567891" virtual onDone={done} />);
    expect(screen.queryByLabelText('Courier company')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Our own delivery' })).toBeNull();
    expect(screen.getByText(/Virtual goods travel nowhere/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(shipOrder).toHaveBeenCalledWith('SH1234567891', { method: 'virtual' });
  });
});
