import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import type { MerchantType } from '../api/catalog-setup';

const { default: MerchantKindsPage } = await import('./merchant-kinds-page');

const flagship: MerchantType = {
  id: 1,
  name: 'Flagship store',
  names: { 'zh-CN': '旗舰店', fr: 'Boutique phare', th: 'ร้านเรือธง', lo: 'ຮ້ານເຮືອທຸງ', es: 'Tienda insignia' },
  info: 'Run by the brand owner itself; sells the complete range of its own brand.',
  sort: 1,
  merchantCount: 3,
};
const plain: MerchantType = { id: 2, name: 'Pop-up store', names: {}, info: '', sort: 2, merchantCount: 0 };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AntdApp>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MerchantKindsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AntdApp>,
  );
}

/** The texts of the name cell of each row of the types' table. */
async function nameCells(): Promise<string[][]> {
  await screen.findAllByText(/Flagship store/);
  const rows = document.querySelectorAll('tr[data-row-key]');
  return [...rows].map((row) =>
    [
      ...within(row as HTMLElement)
        .getAllByRole('cell')[0]!
        .querySelectorAll('div'),
    ].map((d) => d.textContent ?? ''),
  );
}

describe('the merchant kinds list', { timeout: 90_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  const serve = () =>
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { code: 200, message: '', data: [flagship, plain] },
        { headers: { 'content-type': 'application/json; charset=utf-8' } },
      ),
    );

  it("names each kind in the console's language over its English name, the English alone where none is written (audit GP 8)", async () => {
    serve();
    await setLanguage('th');
    renderPage();
    expect(await nameCells()).toEqual([['ร้านเรือธง', 'Flagship store'], ['Pop-up store']]);
  });

  it('shows the English name alone in English, with no Chinese beside it', async () => {
    serve();
    renderPage();
    expect(await nameCells()).toEqual([['Flagship store'], ['Pop-up store']]);
  });
});
