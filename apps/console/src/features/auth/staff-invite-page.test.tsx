import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';

vi.mock('../../lib/auth-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useToken: () => 'signed-in',
}));
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiPost: async () => ({ shop: 'TechZone Official Store', expiresAt: '2026-12-12T10:00:00.000Z' }),
}));
const { default: StaffInvitePage } = await import('./staff-invite-page');

describe('the invitation page in French (audits DB7, DB8)', { timeout: 60_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('shows its whole title, wrapping beside the language picker rather than cut, and names the tab after it', async () => {
    await setLanguage('fr');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/staff-invite/abc']}>
          <Routes>
            <Route path="/staff-invite/:token" element={<StaffInvitePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const title = await screen.findByText('Invitation dans l’équipe d’une boutique', {
      selector: '.ant-card-head-title',
    });
    // antd ends a card's title in an ellipsis (nowrap, hidden overflow) unless told otherwise.
    expect(title.style.whiteSpace).toBe('normal');
    expect(title.style.overflow).toBe('visible');
    expect(document.title).toBe('Invitation dans l’équipe d’une boutique - Console du centre commercial');
  });
});
