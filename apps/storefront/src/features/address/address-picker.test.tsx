import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import { AddressPicker } from './address-picker';
import type { Address } from './api/get-addresses';

// Issue 21: an older free-text address is shown at checkout as one to complete, with a button that edits it in place.

const older: Address = {
  id: 7,
  realName: 'Noy',
  email: '',
  country: 'Laos',
  countryName: 'Laos',
  regionCode: '',
  region: '',
  city: '',
  structured: false,
  detail: '23 Lane Xang Avenue',
  postCode: '01000',
  countryCode: '+856',
  phone: '2055512345',
  isDefault: true,
} as Address;
const complete: Address = { ...older, id: 8, country: 'LA', regionCode: 'LA-VT', structured: true, isDefault: false };

function serve(addresses: Address[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const data =
        path === '/api/front/address/list'
          ? addresses
          : path === '/api/front/address/countries'
            ? [{ code: 'LA', name: 'Laos', dialCode: '+856', hasRegions: true, served: true }]
            : [];
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderPicker(selectedId: number) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AddressPicker
          initialId={selectedId}
          selectedId={selectedId}
          onSelect={() => {}}
          renderDialCode={({ value }) => <span>{value}</span>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('shipping');
  await loadSection('buying');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the checkout address choice', () => {
  it('says a chosen older address must be completed and opens it to complete', async () => {
    serve([older, complete]);
    renderPicker(older.id);
    const notice = await screen.findByTestId('address-incomplete');
    expect(notice.textContent).toContain('This address cannot be shipped to until it is complete');
    fireEvent.click(screen.getByTestId('address-complete'));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    // The form shows what the shopper once typed, to be chosen again from the list.
    expect(screen.getByRole('dialog').textContent).toContain('Laos');
  });

  it('says nothing for a complete address', async () => {
    serve([older, complete]);
    renderPicker(complete.id);
    await screen.findAllByTestId('address-card');
    expect(screen.queryByTestId('address-incomplete')).toBeNull();
  });

  it('speaks the shopper language', async () => {
    await switchLanguage('fr');
    serve([older]);
    renderPicker(older.id);
    expect((await screen.findByTestId('address-complete')).textContent).toBe('Compléter cette adresse');
  });
});
