import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateCouponModal } from '../features/merchant/coupons/create-coupon-modal';
import { CouponForm } from '../features/platform/coupons/coupon-form';

// Decision 0056, audit FS12: both coupon forms send the coupon's name in the other languages.

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AntdApp>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </AntdApp>,
  );
}

function recordPosts() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (body: unknown) =>
      Response.json(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    if (init?.method === 'POST') {
      sent.push({ url: String(input), body: JSON.parse(String(init.body)) });
      return json({ code: 200, message: 'Coupon created', data: { id: 9 } });
    }
    return json({ code: 200, message: '', data: { list: [], total: 0, page: 1, limit: 50 } });
  });
  return sent;
}

/** Fills the name, its Thai and French names (the Chinese one left empty) and the discount. */
async function fill() {
  const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
  type(await screen.findByTestId('coupon-name'), 'Rainy day coupon');
  type(screen.getByTestId('coupon-names-th'), ' คูปองวันฝนตก ');
  type(screen.getByTestId('coupon-names-fr'), 'Bon des jours de pluie');
  type(screen.getByTestId('coupon-names-zh-CN'), '   ');
  type(screen.getByTestId('coupon-money'), '5');
}

describe("the coupon forms send the coupon's name in the other languages", { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the platform's form", async () => {
    const sent = recordPosts();
    const created = vi.fn();
    renderIn(<CouponForm open onClose={() => {}} onCreated={created} />);
    await fill();
    fireEvent.click(screen.getByTestId('coupon-save'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(sent[0]!.url).toContain('/api/admin/coupons');
    expect(sent[0]!.body).toMatchObject({
      name: 'Rainy day coupon',
      names: { th: 'คูปองวันฝนตก', fr: 'Bon des jours de pluie' },
    });
    expect(sent[0]!.body.names).not.toHaveProperty('zh-CN');
  });

  it("the shop's form; a Thai name of 40 characters as the reader counts them fits, as on the server", async () => {
    const sent = recordPosts();
    const created = vi.fn();
    renderIn(<CreateCouponModal open onClose={() => {}} onCreated={created} />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(sent[0]!.url).toContain('/api/merchant/coupons');
    expect(sent[0]!.body).toMatchObject({
      name: 'Rainy day coupon',
      names: { th: 'คูปองวันฝนตก', fr: 'Bon des jours de pluie' },
    });
    // 40 Thai letters with their marks (120 code units) fit, as the server counts them.
    fireEvent.change(await screen.findByTestId('coupon-name'), { target: { value: 'Rain' } });
    fireEvent.change(screen.getByTestId('coupon-names-th'), { target: { value: 'กี้'.repeat(40) } });
    fireEvent.change(screen.getByTestId('coupon-money'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.names).toEqual({ th: 'กี้'.repeat(40) });
  });
});
