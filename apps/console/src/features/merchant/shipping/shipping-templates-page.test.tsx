import type { ShippingTemplate } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setLanguage, t } from '../../../lib/i18n';

/** A template whose "everywhere else" rule counts `first` then `additional` units of its kind. */
function template(
  id: number,
  chargeBy: ShippingTemplate['chargeBy'],
  first: number,
  additional: number,
): ShippingTemplate {
  return {
    id,
    name: `T${id}`,
    chargeBy,
    rules: [{ regions: [], first, firstFee: '5.00', additional, additionalFee: '1.50' }],
    free: [],
    undeliverable: [],
    isDefault: false,
    productCount: 0,
    updateTime: '2026-12-04T02:05:00.000Z',
    version: 1,
  };
}

vi.mock('./api', () => ({
  templatesQuery: () => ({
    queryKey: ['merchant', 'shipping', 'templates'],
    queryFn: async () => [template(1, 'piece', 1, 1), template(2, 'piece', 2, 2), template(3, 'weight', 1, 1.5)],
  }),
  createTemplate: vi.fn(),
  updateTemplate: vi.fn(),
  deleteTemplate: vi.fn(),
}));

const { default: ShippingTemplatesPage } = await import('./shipping-templates-page');

/** The "everywhere else" column of each row, in the order of the list. */
async function summaries(): Promise<string[]> {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShippingTemplatesPage />
    </QueryClientProvider>,
  );
  await screen.findByText('T3');
  const column = [...document.querySelectorAll('thead th')].findIndex(
    (th) => th.textContent === t('shipping.list.rule'),
  );
  return [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.children[column]?.textContent ?? '');
}

describe('the shipping templates list says each rule with the plural of its counts (audit J12)', {
  timeout: 60_000,
}, () => {
  afterAll(() => setLanguage('en'));
  // Amounts as each language writes them: "$5.00", "5,00 $".
  const [five, further] = ['$5.00', '$1.50'];
  const [cinq, plus] = ['5,00\u00a0$', '1,50\u00a0$'];

  it('in English', async () => {
    await setLanguage('en');
    expect(await summaries()).toEqual([
      `${five} for the first piece, ${further} per further piece`,
      `${five} for the first 2 pieces, ${further} per further 2 pieces`,
      `${five} for the first kg, ${further} per further 1.5 kg`,
    ]);
  });

  it('in French, where 1 and 1.5 are singular', async () => {
    await setLanguage('fr');
    expect(await summaries()).toEqual([
      `${cinq} pour la première pièce, ${plus} par pièce supplémentaire`,
      `${cinq} pour les 2 premières pièces, ${plus} par tranche de 2 pièces supplémentaires`,
      `${cinq} jusqu’à 1 kg, ${plus} par tranche de 1,5 kg supplémentaire`,
    ]);
  });

  it('in Chinese, which has one form', async () => {
    await setLanguage('zh-CN');
    expect(await summaries()).toEqual([
      `首 1 件 ${five}，每续 1 件 ${further}`,
      `首 2 件 ${five}，每续 2 件 ${further}`,
      `首 1 千克 ${five}，每续 1.5 千克 ${further}`,
    ]);
  });
});
