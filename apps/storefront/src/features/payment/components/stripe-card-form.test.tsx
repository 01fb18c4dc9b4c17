import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm } from './stripe-card-form';

/** A stand-in for Stripe.js: records the mount and answers confirmCardPayment as told. */
function fakeStripe(answer: { error?: { message: string } }) {
  const card = { mount: vi.fn(), destroy: vi.fn(), on: vi.fn() };
  const confirmCardPayment = vi.fn(async () => answer);
  const factory = vi.fn(() => ({ elements: () => ({ create: () => card }), confirmCardPayment }));
  window.Stripe = factory as unknown as Window['Stripe'];
  return { card, confirmCardPayment, factory };
}

afterEach(() => {
  delete window.Stripe;
  for (const script of document.head.querySelectorAll('script[src*="stripe"]')) script.remove();
});

function renderForm(onPaid = vi.fn()) {
  render(
    <StripeCardForm
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_2"
      amount="19.90"
      disabled={false}
      onPaid={onPaid}
    />,
  );
  return onPaid;
}

describe('the Stripe card form', () => {
  it('mounts the card element with the publishable key and confirms with the client secret', async () => {
    const stripe = fakeStripe({});
    const onPaid = renderForm();
    await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
    expect(stripe.factory).toHaveBeenCalledWith('pk_test_1');
    fireEvent.change(screen.getByTestId('card-holder'), { target: { value: 'Ann Lee' } });
    await waitFor(() => expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: stripe.card, billing_details: { name: 'Ann Lee' } },
    });
  });

  it("shows Stripe's reason for a declined card and does not go on", async () => {
    fakeStripe({ error: { message: 'Your card was declined.' } });
    const onPaid = renderForm();
    fireEvent.change(screen.getByTestId('card-holder'), { target: { value: 'Ann Lee' } });
    await waitFor(() => expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect((await screen.findByTestId('pay-error')).textContent).toContain('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('asks for the name on the card first', async () => {
    const stripe = fakeStripe({});
    renderForm();
    await waitFor(() => expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect((await screen.findByTestId('pay-error')).textContent).toContain('Enter the name on the card');
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });
});
