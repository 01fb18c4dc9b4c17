import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';

/** Server data as the console reads it: fetched in the console's language (the API client sends it). */
function OrderLine() {
  const { data } = useQuery({ queryKey: ['line'], queryFn: async () => `line read in ${currentLanguage()}` });
  return <span data-testid="line">{data}</span>;
}

afterEach(() => setLanguage('en'));

describe('the console’s language switch (audit AF2)', { timeout: 90_000 }, () => {
  it('reads the server’s data again in the language chosen', async () => {
    await setLanguage('en');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    render(
      <QueryClientProvider client={client}>
        <LanguageSwitch />
        <OrderLine />
      </QueryClientProvider>,
    );
    expect((await screen.findByText('line read in en')).textContent).toBe('line read in en');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('Français'));
    await waitFor(() => expect(screen.getByTestId('line').textContent).toBe('line read in fr'));
  });
});
