import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../features/address/api/get-addresses';
import { loadSection } from '../../lib/i18n';
import { toastStore } from '../../lib/toast';
import OrderConfirmRoute from './order-confirm-route';

const PRE = 'PO2026010100000000abcd';
const price = { proTotalFee: '20.00', freightFee: '0.00', couponFee: '0.00', pointsFee: '0.00', payFee: '20.00' };
const item = {
  productId: 1,
  skuId: 1,
  name: 'Lamp',
  image: '/x.svg',
  skuText: '',
  price: '10.00',
  quantity: 1,
  stock: 5,
};

/** The server of the checkout: `state()` answers each reading of the checkout and of the address book. */
function serve(
  state: () => { pre: unknown; book: Address[] },
  /** A refusal of a call, by its key and body (else the call is answered). */
  refuse?: (key: string, body: unknown) => { code: number; message: string } | null,
) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const answers: Record<string, unknown> = {
        [`GET /api/front/order/load/pre/${PRE}`]: state().pre,
        'GET /api/front/address/list': state().book,
        'GET /api/front/pay/method': [{ payType: 'card', name: 'Bank card', provider: 'testcard' }],
        'POST /api/front/order/computed/price': price,
        'POST /api/front/order/create': { orderNo: 'PT20260101000000000001' },
      };
      const refused = refuse?.(key, calls.at(-1)!.body);
      if (refused) {
        return new Response(JSON.stringify({ ...refused, data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      const found = key in answers;
      return new Response(
        JSON.stringify({ code: found ? 200 : 404, message: found ? 'success' : 'no data', data: answers[key] ?? null }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return calls;
}

beforeAll(async () => {
  await loadSection('buying');
  await loadSection('shipping');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('reloading the confirmation page (audit AF4)', () => {
  const address = (id: number, detail: string, isDefault: boolean) =>
    ({
      id,
      realName: 'Ana',
      email: '',
      country: 'FR',
      countryName: 'France',
      regionCode: 'FR-IDF',
      region: 'Île-de-France',
      city: 'Paris',
      structured: true,
      detail,
      postCode: '75004',
      countryCode: '+33',
      phone: '612345678',
      isDefault,
    }) as Address;
  const offer = (id: number, discount: string) => ({
    id,
    name: `Coupon ${id}`,
    money: discount,
    couponId: id + 100,
    useType: 1,
    minSpend: '0.00',
    discount,
    validTo: '2027-01-01T00:00:00.000Z',
  });
  const twoShops = (coupons: ReturnType<typeof offer>[]) => ({
    preOrderNo: PRE,
    source: 'cart',
    shops: [
      { merId: 1, merName: 'Shop A', proTotalFee: '10.00', freightFee: '0.00', coupons, items: [item] },
      {
        merId: 2,
        merName: 'Shop B',
        proTotalFee: '10.00',
        freightFee: '0.00',
        coupons: [],
        items: [{ ...item, skuId: 2 }],
      },
    ],
    platformCoupons: [],
    points: { balance: 500, usable: 500, deduction: '5.00', value: 100, maxShare: 50 },
    address: {
      id: 7,
      realName: 'Ana',
      phone: '612345678',
      detail: '23 Lane Xang Avenue',
      postCode: '01000',
      isDefault: true,
    },
    price,
  });

  /** The page as the app composes it, with the real address picker; a reload is a new page of the same tab. */
  function open() {
    cleanup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/order/order_confirm?preOrderNo=${PRE}`]}>
          <Routes>
            <Route path="/order/order_confirm" element={<OrderConfirmRoute />} />
            <Route path="/order/stripe_payment" element={<p data-testid="paying">paying</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const selected = () =>
    screen
      .getAllByTestId('address-card')
      .find((card) => card.dataset.selected === 'true')
      ?.textContent?.includes('12 rue de Rivoli');
  const priced = (calls: Array<{ key: string; body: unknown }>) =>
    calls
      .filter((c) => c.key === 'POST /api/front/order/computed/price')
      .map((c) => c.body as { addressId?: number; couponIds: number[]; usePoints: boolean });

  it('keeps the chosen address, coupons, points and notes', async () => {
    const book = [address(7, '23 Lane Xang Avenue', true), address(8, '12 rue de Rivoli', false)];
    const calls = serve(() => ({ pre: twoShops([offer(11, '5.00'), offer(12, '2.00')]), book }));
    open();
    await screen.findAllByTestId('address-card');
    fireEvent.click(screen.getAllByTestId('address-card')[1]!.querySelector('button')!);
    fireEvent.change(screen.getByTestId('shop-coupon-select'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('use-points'));
    fireEvent.change(screen.getAllByTestId('order-note')[1]!, { target: { value: 'Ring twice' } });
    await waitFor(() => expect(priced(calls).at(-1)).toMatchObject({ addressId: 8, couponIds: [12], usePoints: true }));

    calls.length = 0;
    open();
    await screen.findAllByTestId('address-card');
    await waitFor(() => expect(selected()).toBe(true));
    expect((screen.getByTestId('shop-coupon-select') as HTMLSelectElement).value).toBe('12');
    expect((screen.getByTestId('use-points') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByTestId('order-note').map((note) => (note as HTMLTextAreaElement).value)).toEqual([
      '',
      'Ring twice',
    ]);
    await waitFor(() => expect(priced(calls).length).toBeGreaterThan(0));
    // Priced for the kept choices only: never for the default address the page would have started with.
    expect(priced(calls).every((body) => body.addressId === 8 && body.couponIds.join() === '12')).toBe(true);
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByTestId('paying');
    expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).toMatchObject({
      addressId: 8,
      couponIds: [12],
      usePoints: true,
      marks: { 2: 'Ring twice' },
    });
  });

  it("falls back quietly to a fresh page's choices for what is no longer there", async () => {
    let coupons = [offer(11, '5.00'), offer(12, '2.00')];
    let book = [address(7, '23 Lane Xang Avenue', true), address(8, '12 rue de Rivoli', false)];
    const calls = serve(() => ({ pre: twoShops(coupons), book }));
    open();
    await screen.findAllByTestId('address-card');
    fireEvent.click(screen.getAllByTestId('address-card')[1]!.querySelector('button')!);
    fireEvent.change(screen.getByTestId('shop-coupon-select'), { target: { value: '12' } });
    await waitFor(() => expect(priced(calls).at(-1)).toMatchObject({ addressId: 8, couponIds: [12] }));

    // Meanwhile, in another tab: the Paris address deleted, coupon 12 spent.
    book = [book[0]!];
    coupons = [offer(11, '5.00')];
    calls.length = 0;
    toastStore.set([]);
    open();
    await screen.findAllByTestId('address-card');
    await waitFor(() => expect(priced(calls).length).toBeGreaterThan(0));
    expect(screen.getAllByTestId('address-card')[0]!.dataset.selected).toBe('true');
    expect((screen.getByTestId('shop-coupon-select') as HTMLSelectElement).value).toBe('11');
    expect(priced(calls).every((body) => body.addressId === 7 && body.couponIds.join() === '11')).toBe(true);
    expect(toastStore.get()).toEqual([]);
  });

  it('an address deleted elsewhere while the page is open is dropped for the default, and the shopper told (audit AV5)', async () => {
    let book = [address(7, '23 Lane Xang Avenue', true), address(8, '12 rue de Rivoli', false)];
    const gone = new Set<number>();
    const calls = serve(
      () => ({ pre: twoShops([]), book }),
      (key, body) =>
        (key === 'POST /api/front/order/create' || key === 'POST /api/front/order/computed/price') &&
        gone.has((body as { addressId?: number }).addressId ?? 0)
          ? { code: 404, message: 'Address not found' }
          : null,
    );
    open();
    await screen.findAllByTestId('address-card');
    fireEvent.click(screen.getAllByTestId('address-card')[1]!.querySelector('button')!);
    await waitFor(() => expect(priced(calls).at(-1)).toMatchObject({ addressId: 8 }));
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));

    // In another tab: the Paris address deleted.
    book = [book[0]!];
    gone.add(8);
    calls.length = 0;
    fireEvent.click(submit);
    expect(await screen.findByTestId('address-removed')).toHaveProperty(
      'textContent',
      'The address you chose was removed: your default address is chosen now, check it before placing the order',
    );
    expect(screen.getAllByTestId('address-card')).toHaveLength(1);
    expect(screen.getAllByTestId('address-card')[0]!.dataset.selected).toBe('true');
    await waitFor(() => expect(priced(calls).at(-1)).toMatchObject({ addressId: 7 }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByTestId('paying');
    expect(calls.filter((c) => c.key === 'POST /api/front/order/create').map((c) => c.body)).toMatchObject([
      { addressId: 8 },
      { addressId: 7 },
    ]);
  });

  it('with no address left, none is selected and the shopper is asked for one (audit AV5)', async () => {
    let book = [address(7, '23 Lane Xang Avenue', true)];
    const gone = new Set<number>();
    serve(
      () => ({ pre: twoShops([]), book }),
      (key, body) =>
        key === 'POST /api/front/order/computed/price' && gone.has((body as { addressId?: number }).addressId ?? 0)
          ? { code: 404, message: 'Address not found' }
          : null,
    );
    open();
    await screen.findAllByTestId('address-card');
    await waitFor(() => expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(false));
    book = [];
    gone.add(7);
    // Any new pricing (here: the points choice) meets the deleted address.
    fireEvent.click(screen.getByTestId('use-points'));
    expect(await screen.findByTestId('address-removed')).toHaveProperty(
      'textContent',
      'The address you chose was removed: add or choose a shipping address',
    );
    expect(await screen.findByTestId('address-none')).toBeTruthy();
  });
});
