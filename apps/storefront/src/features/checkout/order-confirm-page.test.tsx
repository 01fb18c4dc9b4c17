import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import { toastStore } from '../../lib/toast';
import OrderConfirmPage from './order-confirm-page';

const PRE = 'PO2026010100000000abcd';
const price = { proTotalFee: '10.00', freightFee: '0.00', couponFee: '0.00', pointsFee: '0.00', payFee: '10.00' };
const preOrder = {
  preOrderNo: PRE,
  source: 'buyNow',
  shops: [
    {
      merId: 1,
      merName: 'Shop A',
      proTotalFee: '10.00',
      freightFee: '0.00',
      coupons: [],
      items: [
        { productId: 1, skuId: 1, name: 'Lamp', image: '/x.svg', skuText: '', price: '10.00', quantity: 1, stock: 5 },
      ],
    },
  ],
  platformCoupons: [],
  points: { balance: 0, usable: 0, deduction: '0.00', value: 100, maxShare: 50 },
  address: { id: 7, realName: 'Ana', phone: '2125550100', detail: '1 Road', postCode: '10001', isDefault: true },
  price,
};

function serve(
  methods: Array<{ payType: string; name: string; provider: string }>,
  over: {
    /** The checkout as loaded; a function answers each reading (it may change, e.g. after a claim). */
    pre?: unknown;
    price?: unknown;
    refuseCreate?: string;
    /** The price answer for a request body, when it depends on the choices (and can be held back). */
    priceFor?: (body: { usePoints: boolean; couponIds: number[] }) => Promise<unknown>;
    /** Further answers by "METHOD /path". */
    more?: Record<string, unknown>;
  } = {},
) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const answers: Record<string, unknown> = {
    'GET /api/front/pay/method': methods,
    'POST /api/front/order/computed/price': over.price ?? price,
    'POST /api/front/order/create': { orderNo: 'PT20260101000000000001' },
    ...over.more,
  };
  const preKey = `GET /api/front/order/load/pre/${PRE}`;
  Object.defineProperty(answers, preKey, {
    enumerable: true,
    get: () => (typeof over.pre === 'function' ? over.pre() : (over.pre ?? preOrder)),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const found = key in answers;
      if (over.priceFor && key === 'POST /api/front/order/computed/price') {
        const data = await over.priceFor(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (over.refuseCreate && key === 'POST /api/front/order/create') {
        return new Response(JSON.stringify({ code: 409, message: over.refuseCreate, data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(
        JSON.stringify({ code: found ? 200 : 404, message: found ? 'success' : 'no data', data: answers[key] ?? null }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return calls;
}

function renderPage(onRemoveItems?: (keep: unknown[], source: string) => Promise<void>) {
  const onPlaced = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/order/order_confirm?preOrderNo=${PRE}`]}>
        <OrderConfirmPage
          renderAddresses={() => <p>addresses</p>}
          renderShipTo={() => null}
          onPlaced={onPlaced}
          onRemoveItems={onRemoveItems}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onPlaced;
}

beforeAll(async () => {
  await loadSection('buying');
  await loadSection('shipping');
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The page keeps its choices for a reload (audit AF4): each test opens a fresh checkout.
  sessionStorage.clear();
});

describe('the order confirmation', () => {
  it('comes with the only payment method chosen, so Submit places the order at once', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }]);
    const onPlaced = renderPage();
    const card = await screen.findByTestId('pay-method-card');
    expect((card.querySelector('input') as HTMLInputElement).checked).toBe(true);
    await screen.findByTestId('price-pay');
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('PT20260101000000000001'));
    // With the total the shopper saw: the server refuses the order if it would now cost otherwise.
    expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).toMatchObject({
      payType: 'card',
      payFee: price.payFee,
    });
  });

  it('says at once that goods worth less than a card charge takes cannot be ordered, and places nothing (audit DF2)', async () => {
    const cheap = { ...price, proTotalFee: '0.30', payFee: '0.30' };
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'stripe' }], { price: cheap });
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    expect((await screen.findByTestId('confirm-pay-minimum')).textContent).toBe(
      'The amount to pay by card must be at least 0.50: add goods to the order',
    );
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(submit);
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('a refused order (the price changed meanwhile) reads the checkout and its price again', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      refuseCreate: 'The price of your order has changed: please check the new total and confirm again',
    });
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    const count = (key: string) => calls.filter((c) => c.key === key).length;
    const loads = count(`GET /api/front/order/load/pre/${PRE}`);
    const prices = count('POST /api/front/order/computed/price');
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(count(`GET /api/front/order/load/pre/${PRE}`)).toBeGreaterThan(loads));
    await waitFor(() => expect(count('POST /api/front/order/computed/price')).toBeGreaterThan(prices));
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('has one note per shop group, in its card and named after it, and sends each shop its own note (issue 22, audit DB4)', async () => {
    const twoShops = {
      ...preOrder,
      shops: [
        preOrder.shops[0],
        { ...preOrder.shops[0], merId: 2, merName: 'Shop B', items: [{ ...preOrder.shops[0]!.items[0], skuId: 2 }] },
      ],
    };
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], { pre: twoShops });
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    const notes = screen.getAllByTestId('shop-note');
    expect(notes.map((note) => note.getAttribute('data-mer-id'))).toEqual(['1', '2']);
    // Each note inside its own shop's card, its visible label naming the shop (audit DB4).
    expect(
      screen.getAllByTestId('confirm-shop').map((shop) => shop.contains(notes[0]!) || shop.contains(notes[1]!)),
    ).toEqual([true, true]);
    expect(screen.getAllByTestId('confirm-shop')[1]!.contains(notes[1]!)).toBe(true);
    expect(screen.getByLabelText('Note to Shop B')).toBe(screen.getAllByTestId('order-note')[1]);
    expect(notes.map((note) => note.querySelector('label')?.textContent)).toEqual(['Note to Shop A', 'Note to Shop B']);
    expect(screen.getAllByTestId('order-note')[0]!.getAttribute('placeholder')).toBe(
      'Only this shop reads it (optional)',
    );
    const [first] = screen.getAllByTestId('order-note');
    fireEvent.change(first!, { target: { value: '  Gift wrap, please ' } });
    expect(screen.getAllByTestId('order-note-counter').map((c) => c.textContent)).toEqual(['20/149', '0/149']);
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const body = calls.find((c) => c.key === 'POST /api/front/order/create')?.body as Record<string, unknown>;
    expect(body.marks).toEqual({ 1: 'Gift wrap, please' });
    expect(body.mark).toBe('');
  });

  it('a note of invisible characters is not sent and the shopper is told to write it or leave it empty', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }]);
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    fireEvent.change(screen.getByTestId('order-note'), { target: { value: '\u200b\u200b' } });
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.text)).toContain(
        'A note of spaces or invisible characters says nothing: write it in words or leave it empty',
      ),
    );
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('a note of two lines is sent with its line break; a direction character is named as such (audit AV8)', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }]);
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    fireEvent.change(screen.getByTestId('order-note'), { target: { value: 'Ring \u202Etwice' } });
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.text)).toContain(
        'A note cannot hold control or direction characters; line breaks are fine',
      ),
    );
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    fireEvent.change(screen.getByTestId('order-note'), { target: { value: 'Ring twice\nThank you' } });
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const body = calls.find((c) => c.key === 'POST /api/front/order/create')?.body as Record<string, unknown>;
    expect(body.marks).toEqual({ 1: 'Ring twice\nThank you' });
  });

  it('counts a note as the shopper counts its characters, as the server does, and sends all of it (audit FC3)', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }]);
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    const box = () => screen.getByTestId('order-note') as HTMLTextAreaElement;
    const counter = () => screen.getByTestId('order-note-counter').textContent;
    // Thai letters with their marks: 60 seen, 180 code points and UTF-16 units.
    fireEvent.change(box(), { target: { value: 'กี่'.repeat(60) } });
    expect(counter()).toBe('60/149');
    // Flags and joined emoji: one character each, however many units they are written with.
    fireEvent.change(box(), { target: { value: '🇹🇭'.repeat(40) + '👨‍👩‍👧'.repeat(20) } });
    expect(counter()).toBe('60/149');
    // The box takes 149 emoji (no UTF-16 `maxLength` stopping it at 74), and no more.
    expect(box().getAttribute('maxlength')).toBeNull();
    fireEvent.change(box(), { target: { value: '😀'.repeat(160) } });
    expect(counter()).toBe('149/149');
    expect(box().value).toBe('😀'.repeat(149));
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const body = calls.find((c) => c.key === 'POST /api/front/order/create')?.body as Record<string, unknown>;
    expect(body.marks).toEqual({ 1: '😀'.repeat(149) });
  });

  it('with several methods the shopper chooses one before the order goes out', async () => {
    const calls = serve([
      { payType: 'card', name: 'Bank card', provider: 'testcard' },
      { payType: 'wallet', name: 'Wallet', provider: 'wallet' },
    ]);
    renderPage();
    const card = await screen.findByTestId('pay-method-card');
    expect((card.querySelector('input') as HTMLInputElement).checked).toBe(false);
    await screen.findByTestId('price-pay');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    fireEvent.click(card);
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(true));
  });

  it('marks the items that cannot go to the chosen address, blocks Submit and offers to remove them', async () => {
    const item = (productId: number, name: string) => ({
      productId,
      skuId: productId,
      name,
      image: '/x.svg',
      skuText: '',
      price: '10.00',
      quantity: 1,
      stock: 5,
      deliverable: true,
      virtual: false,
    });
    const twoShops = {
      ...preOrder,
      shops: [
        { ...preOrder.shops[0], items: [item(1, 'Lamp')] },
        {
          merId: 2,
          merName: 'Shop B',
          proTotalFee: '10.00',
          freightFee: '0.00',
          coupons: [],
          items: [item(2, 'Kite')],
        },
      ],
    };
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      pre: twoShops,
      price: {
        ...price,
        freightFee: '7.00',
        shops: [
          { merId: 1, couponFee: '0.00', pointsFee: '0.00', payFee: '15.00', freightFee: '5.00' },
          { merId: 2, couponFee: '0.00', pointsFee: '0.00', payFee: '12.00', freightFee: '2.00' },
        ],
        deliverable: false,
        deliveryMessage: '1 item cannot be delivered to Laos',
        items: [
          { productId: 1, skuId: 1, merId: 1, deliverable: true },
          { productId: 2, skuId: 2, merId: 2, deliverable: false },
        ],
      },
    });
    const onRemove = vi.fn(async () => {});
    renderPage(onRemove);
    expect((await screen.findByTestId('confirm-blocked')).textContent).toContain(
      'Some items cannot be delivered to this address. Choose another address or remove them.',
    );
    const items = screen.getAllByTestId('confirm-item');
    expect(items.map((li) => li.dataset.deliverable)).toEqual(['true', 'false']);
    expect(items[1]?.textContent).toContain('Cannot be delivered to this address');
    expect(screen.getAllByTestId('confirm-freight').map((cell) => cell.textContent)).toEqual([
      '$5.00',
      'Cannot be delivered to this address',
    ]);
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-remove-blocked'));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith([{ productId: 1, skuId: 1, quantity: 1 }], 'buyNow'));
  });

  it('an order of virtual goods only asks for no address', async () => {
    const virtualPre = {
      ...preOrder,
      address: null,
      needsAddress: false,
      shops: [{ ...preOrder.shops[0], items: [{ ...preOrder.shops[0]?.items[0], virtual: true, deliverable: true }] }],
    };
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], { pre: virtualPre });
    const onPlaced = renderPage();
    expect((await screen.findByTestId('confirm-no-address')).textContent).toBe(
      'Only virtual goods: no shipping address is needed.',
    );
    expect(screen.queryByText('addresses')).toBeNull();
    await screen.findByTestId('pay-method-card');
    await screen.findByTestId('price-pay');
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).not.toHaveProperty('addressId');
  });

  it('waits for the new price after a change of points: Submit is off meanwhile, then sends the total shown (audit P4)', async () => {
    const withPoints = { ...price, pointsFee: '5.00', payFee: '5.00', pointsUsed: 500 };
    let release = () => {};
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      pre: { ...preOrder, points: { balance: 500, usable: 500, deduction: '5.00', value: 100, maxShare: 50 } },
      priceFor: ({ usePoints }) =>
        usePoints ? new Promise((resolve) => (release = () => resolve(withPoints))) : Promise.resolve(price),
    });
    const onPlaced = renderPage();
    await screen.findByTestId('pay-method-card');
    expect((await screen.findByTestId('price-pay')).textContent).toBe('$10.00');
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(screen.getByTestId('use-points'));
    // The previous total is still on screen while the new one is computed: the order cannot go out at either.
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(screen.getByTestId('price-pay').textContent).toBe('$10.00');
    fireEvent.click(submit);
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    release();
    await waitFor(() => expect(screen.getByTestId('price-pay').textContent).toBe('$5.00'));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).toMatchObject({
      usePoints: true,
      payFee: '5.00',
    });
  });
});

describe('a coupon claimed on the confirmation page (audit AF3)', () => {
  const offer = (id: number, discount: string) => ({
    id,
    name: 'Store coupon',
    money: discount,
    couponId: id + 100,
    useType: 1,
    minSpend: '0.00',
    discount,
    validTo: '2027-01-01T00:00:00.000Z',
  });
  /** The shop's coupon 150 ($5 off) the shopper can still claim from the page. */
  const claimable = {
    id: 150,
    name: 'Store coupon',
    merId: 1,
    merName: 'Shop A',
    money: '5.00',
    minSpend: '0.00',
    useType: 1,
    productIds: [],
    categoryId: null,
    categoryName: '',
    validDays: 15,
    validFrom: null,
    validTo: null,
    receiveFrom: null,
    receiveTo: null,
    remaining: null,
    received: false,
    receivable: true,
  };

  /** The checkout holds `held` coupons of shop A; once coupon 150 is claimed it offers `claimed` as well. */
  function claiming(held: ReturnType<typeof offer>[], claimed: ReturnType<typeof offer>) {
    let taken = false;
    const shop = preOrder.shops[0]!;
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      pre: () => ({
        ...preOrder,
        shops: [
          {
            ...shop,
            coupons: [...held, ...(taken ? [claimed] : [])].sort((a, b) => Number(b.discount) - Number(a.discount)),
          },
        ],
      }),
      // The coupons the server prices take their discount off the total.
      priceFor: async ({ couponIds }) => {
        const off = [...held, claimed]
          .filter((c) => couponIds.includes(c.id))
          .reduce((sum, c) => sum + Number(c.discount), 0);
        return { ...price, couponFee: off.toFixed(2), payFee: (10 - off).toFixed(2) };
      },
      more: {
        'GET /api/front/coupons': { list: [claimable], total: 1 },
        'POST /api/front/coupon/receive': null,
      },
    });
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.startsWith('/api/front/coupon/receive')) taken = true;
        return original(url, init);
      }),
    );
    return calls;
  }

  it('is chosen at once when it takes off more than the current choice, and the price is computed again', async () => {
    const calls = claiming([], offer(12, '5.00'));
    const onPlaced = renderPage();
    expect((await screen.findByTestId('price-pay')).textContent).toBe('$10.00');
    fireEvent.click(await screen.findByTestId('shop-coupon-claim-button'));
    const select = (await screen.findByTestId('shop-coupon-select')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('12'));
    await waitFor(() => expect(screen.getByTestId('price-pay').textContent).toBe('$5.00'));
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).toMatchObject({
      couponIds: [12],
      payFee: '5.00',
    });
  });

  it('is chosen over the "no coupon" the shopper had chosen', async () => {
    claiming([offer(11, '2.00')], offer(12, '5.00'));
    renderPage();
    const select = (await screen.findByTestId('shop-coupon-select')) as HTMLSelectElement;
    expect(select.value).toBe('11');
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(await screen.findByTestId('shop-coupon-claim-button'));
    await waitFor(() => expect(select.value).toBe('12'));
    await waitFor(() => expect(screen.getByTestId('price-pay').textContent).toBe('$5.00'));
  });

  it('a claimed coupon smaller than the chosen one leaves the choice as it was', async () => {
    claiming([offer(11, '5.00')], offer(12, '2.00'));
    renderPage();
    const select = (await screen.findByTestId('shop-coupon-select')) as HTMLSelectElement;
    expect(select.value).toBe('11');
    fireEvent.click(await screen.findByTestId('shop-coupon-claim-button'));
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    expect(select.value).toBe('11');
    expect(screen.getByTestId('price-pay').textContent).toBe('$5.00');
  });
  // Walk GP4: the claimed coupon's button left the list with the focus, which fell to the top of the page.
  it("gives the keyboard focus to the shop's coupon choice once the last coupon on offer is claimed", async () => {
    claiming([], offer(12, '5.00'));
    let received = false;
    const inner = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.startsWith('/api/front/coupon/receive')) received = true;
        if (received && url.startsWith('/api/front/coupons')) {
          const data = { list: [{ ...claimable, received: true }], total: 1 };
          return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return inner(url, init);
      }),
    );
    renderPage();
    const button = await screen.findByTestId('shop-coupon-claim-button');
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('shop-coupon-claim-button')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('shop-coupon-select')));
  });
});

describe("a shop's total (audit AV9)", () => {
  it("is its goods and freight less the coupon chosen for it, as priced by the server, the mall's share apart", async () => {
    const coupon = {
      id: 11,
      couponId: 111,
      name: 'Shop 4',
      money: '4.00',
      minSpend: '0.00',
      useType: 1,
      discount: '4.00',
      validTo: '2099-01-01T00:00:00.000Z',
    };
    serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      pre: { ...preOrder, shops: [{ ...preOrder.shops[0], freightFee: '2.00', coupons: [coupon] }] },
      priceFor: async ({ couponIds }) => {
        const own = couponIds.includes(11) ? 4 : 0;
        // The mall's coupon adds 1.00 to the shop's couponFee: its share, shown on its own row.
        const shop = { merId: 1, freightFee: '2.00', pointsFee: '0.00' };
        return {
          ...price,
          freightFee: '2.00',
          couponFee: (own + 1).toFixed(2),
          payFee: (12 - own - 1).toFixed(2),
          shops: [
            { ...shop, couponFee: (own + 1).toFixed(2), shopCouponFee: own.toFixed(2), payFee: (11 - own).toFixed(2) },
          ],
        };
      },
    });
    renderPage();
    const select = (await screen.findByTestId('shop-coupon-select')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('11'));
    await waitFor(() => expect(screen.getByTestId('confirm-shop-total').textContent).toBe('$8.00'));
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('confirm-shop-total').textContent).toBe('$12.00'));
  });
});

describe('the coupons picked first (audit CE1)', () => {
  const offer = (id: number, name: string, money: string, discount: string) => ({
    id,
    couponId: id + 100,
    name,
    money,
    minSpend: '0.00',
    useType: 2,
    discount,
    validTo: '2099-01-01T00:00:00.000Z',
  });
  // A 20.99 item: the shop's 25.00 on it takes it all, its 15.00 leaves 5.99 for the mall's 15.00 on it.
  const shop25 = offer(21, 'Shop 25', '25.00', '20.99');
  const shop15 = offer(22, 'Shop 15', '15.00', '15.00');
  const mall15 = offer(31, 'Mall 15', '15.00', '0.00');

  it('leave a mall coupon that takes nothing unpicked and greyed, and pick it once a shop coupon leaves it room', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      pre: { ...preOrder, shops: [{ ...preOrder.shops[0], coupons: [shop25, shop15] }], platformCoupons: [mall15] },
      priceFor: async ({ couponIds }) => {
        const mallTakes = couponIds.includes(shop25.id) ? '0.00' : couponIds.includes(shop15.id) ? '5.99' : '15.00';
        return { ...price, platformCoupons: [{ id: mall15.id, discount: mallTakes }] };
      },
    });
    renderPage();
    const shopSelect = (await screen.findByTestId('shop-coupon-select')) as HTMLSelectElement;
    const mallSelect = (await screen.findByTestId('platform-coupon-select')) as HTMLSelectElement;
    expect(shopSelect.value).toBe('21');
    expect(mallSelect.value).toBe('');
    const mallOption = mallSelect.querySelector('option[value="31"]') as HTMLOptionElement;
    expect(mallOption.disabled).toBe(true);
    expect(mallOption.textContent).toContain('takes nothing next to the chosen shop coupons');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/front/order/computed/price').at(-1)?.body).toMatchObject({
        couponIds: [21],
      }),
    );
    fireEvent.change(shopSelect, { target: { value: '22' } });
    await waitFor(() => expect(mallSelect.value).toBe('31'));
    expect((mallSelect.querySelector('option[value="31"]') as HTMLOptionElement).disabled).toBe(false);
    expect(mallSelect.querySelector('option[value="31"]')?.textContent).toContain('$5.99');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/front/order/computed/price').at(-1)?.body).toMatchObject({
        couponIds: [22, 31],
      }),
    );
    // Back to the 25.00: nothing is left for the mall's coupon, which is dropped again.
    fireEvent.change(shopSelect, { target: { value: '21' } });
    await waitFor(() => expect(mallSelect.value).toBe(''));
  });

  describe('a mall coupon kept from before a reload that takes nothing now', () => {
    const mall10 = offer(32, 'Mall 10 all', '10.00', '10.00');
    const priceRequests = (calls: ReturnType<typeof serve>) =>
      calls
        .filter((c) => c.key === 'POST /api/front/order/computed/price')
        .map((c) => c.body as { couponIds: number[] });

    it('gives way from the first render to the best one, and no price or order asks for it', async () => {
      // Chosen while the shop coupon 15 left it 5.99; the shop's 25 is chosen now and takes the item whole.
      sessionStorage.setItem(`mall.checkout.${PRE}`, JSON.stringify({ shopCoupons: { 1: 21 }, platformCoupon: 31 }));
      const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
        pre: {
          ...preOrder,
          shops: [{ ...preOrder.shops[0], coupons: [shop25, shop15] }],
          platformCoupons: [mall10, { ...mall15, discount: '0.00' }],
        },
        priceFor: async ({ couponIds }) => ({
          ...price,
          platformCoupons: [
            { id: mall10.id, discount: '10.00' },
            { id: mall15.id, discount: couponIds.includes(shop25.id) ? '0.00' : '5.99' },
          ],
        }),
      });
      renderPage();
      const mallSelect = (await screen.findByTestId('platform-coupon-select')) as HTMLSelectElement;
      expect(mallSelect.value).toBe('32');
      await waitFor(() => expect(priceRequests(calls).at(-1)).toMatchObject({ couponIds: [21, 32] }));
      expect(priceRequests(calls).some((body) => body.couponIds.includes(mall15.id))).toBe(false);
    });

    it('gives way once the first price says it takes nothing next to the kept shop coupon', async () => {
      // The kept shop coupon is not the one the checkout priced the mall's offers next to: the price says.
      sessionStorage.setItem(`mall.checkout.${PRE}`, JSON.stringify({ shopCoupons: { 1: 22 }, platformCoupon: 31 }));
      const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
        pre: {
          ...preOrder,
          shops: [{ ...preOrder.shops[0], coupons: [shop25, shop15] }],
          platformCoupons: [mall15, mall10],
        },
        priceFor: async () => ({
          ...price,
          platformCoupons: [
            { id: mall10.id, discount: '10.00' },
            { id: mall15.id, discount: '0.00' },
          ],
        }),
      });
      const onPlaced = renderPage();
      const mallSelect = (await screen.findByTestId('platform-coupon-select')) as HTMLSelectElement;
      await waitFor(() => expect(mallSelect.value).toBe('32'));
      await waitFor(() => expect(priceRequests(calls).at(-1)).toMatchObject({ couponIds: [22, 32] }));
      const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
      await waitFor(() => expect(submit.disabled).toBe(false));
      fireEvent.click(submit);
      await waitFor(() => expect(onPlaced).toHaveBeenCalled());
      expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).toMatchObject({ couponIds: [22, 32] });
    });
  });
});

describe("a mall coupon on the goods of the shopper's own shop (audit CH2)", () => {
  it('is greyed and says that the mall takes nothing off the goods of a shop you run', async () => {
    const mall5 = {
      id: 41,
      couponId: 141,
      name: 'Mall 5',
      money: '5.00',
      minSpend: '0.00',
      useType: 1,
      discount: '0.00',
      validTo: '2099-01-01T00:00:00.000Z',
      reason: 'ownShop' as const,
    };
    serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }], {
      pre: { ...preOrder, platformCoupons: [mall5] },
      priceFor: async () => ({ ...price, platformCoupons: [{ id: 41, discount: '0.00', reason: 'ownShop' }] }),
    });
    renderPage();
    const mallSelect = (await screen.findByTestId('platform-coupon-select')) as HTMLSelectElement;
    expect(mallSelect.value).toBe('');
    const option = mallSelect.querySelector('option[value="41"]') as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    expect(option.textContent).toContain('the mall’s coupons take nothing off the goods of a shop you run');
    await screen.findByTestId('price-pay');
    await waitFor(() =>
      expect((mallSelect.querySelector('option[value="41"]') as HTMLOptionElement).textContent).toContain(
        'a shop you run',
      ),
    );
  });
});
