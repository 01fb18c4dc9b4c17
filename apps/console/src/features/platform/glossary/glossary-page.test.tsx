import type { AttributeTerm } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const saveAttributeTerm = vi.fn();
const colour: AttributeTerm = {
  id: 1,
  texts: { en: 'Colour', 'zh-CN': '颜色', fr: 'Couleur', th: 'สี', lo: 'ສີ', es: 'Color' },
  aliases: { en: ['Color'] },
  values: [
    { id: 2, texts: { en: 'Black', 'zh-CN': '黑色', fr: 'Noir', th: 'สีดำ', lo: 'ສີດຳ', es: 'Negro' }, aliases: {} },
  ],
};
vi.mock('../api/catalog-setup', () => ({
  attributeTermsQuery: () => ({ queryKey: ['platform', 'attribute-terms'], queryFn: async () => [colour] }),
  saveAttributeTerm: (...args: unknown[]) => saveAttributeTerm(...args),
  deleteAttributeTerm: vi.fn(),
}));
const { default: GlossaryPage } = await import('./glossary-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GlossaryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (locale: string, text: string) =>
  fireEvent.change(screen.getByTestId(`glossary-text-${locale}`), { target: { value: text } });

describe('the attribute glossary in the platform console', { timeout: 90_000 }, () => {
  beforeEach(() => saveAttributeTerm.mockReset());

  it('lists each attribute with its words in the other languages', async () => {
    renderPage();
    expect(await screen.findByText('Colour')).toBeTruthy();
    expect(screen.getByText('颜色')).toBeTruthy();
    expect(screen.getByText('Couleur')).toBeTruthy();
  });

  it('adds a value under its attribute, a word in each of the six languages', async () => {
    saveAttributeTerm.mockResolvedValue(null);
    renderPage();
    fireEvent.click(await screen.findByTestId('glossary-add-value-1'));
    for (const [locale, text] of Object.entries({
      en: 'Navy',
      'zh-CN': '藏青色',
      fr: 'Bleu marine',
      th: 'สีกรมท่า',
      lo: 'ສີຟ້າເຂັ້ມ',
      es: 'Azul marino',
    }))
      type(locale, text);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(saveAttributeTerm).toHaveBeenCalledWith(null, {
        texts: { en: 'Navy', 'zh-CN': '藏青色', fr: 'Bleu marine', th: 'สีกรมท่า', lo: 'ສີຟ້າເຂັ້ມ', es: 'Azul marino' },
        aliases: {},
        parentId: 1,
      }),
    );
  });

  it('sends nothing while a language has no word', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('glossary-add'));
    type('en', 'Material');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    // The form marks its fields one after another: wait for all five, not for the first.
    await waitFor(() => expect(screen.getAllByText('Fill in the word in this language')).toHaveLength(5));
    expect(saveAttributeTerm).not.toHaveBeenCalled();
  });
});
