import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import LoginDialog from './login-dialog';

// The demo's sign-in picture carries no words: the dialog draws its welcome over it in the reader's language.

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the sign-in picture', () => {
  it("writes the sign-in picture's welcome in the reader's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 200, message: '', data: { loginLeftImage: '/uploads/demo/login.svg' } }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    await switchLanguage('fr');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LoginDialog initialPanel={1} showGuest={false} onClose={() => {}} onSignedIn={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bienvenue sur le Mall')).toBeTruthy();
  });
});
