import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginDialog from './login-dialog';

/** The shop texts Thailand and Laos only; every other call answers nothing. */
function serve(smsCountries: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const answer =
        path === '/api/front/login/method/info'
          ? {
              code: 200,
              data: {
                visitorOpen: false,
                facebookAppId: '',
                googleOpen: false,
                facebookOpen: false,
                twitterOpen: false,
                smsCountries,
              },
            }
          : path === '/api/front/captcha'
            ? { code: 200, data: { key: 'key-1', image: 'data:image/png;base64,iVBORw0KGgo=' } }
            : { code: 404, message: 'no data found', data: null };
      return new Response(JSON.stringify({ message: '', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderDialog(initialPanel: 1 | 3 | 6) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginDialog initialPanel={initialPanel} showGuest={false} onClose={() => {}} onSignedIn={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const offered = async () => {
  fireEvent.click(screen.getByTestId('country-picker'));
  await waitFor(() => expect(screen.getAllByTestId('country-option').length).toBeGreaterThan(0));
  return screen.getAllByTestId('country-option').map((option) => option.getAttribute('data-iso'));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the phone fields that send an SMS code offer only the countries the shop texts (audit AN11)', () => {
  it('the SMS sign-in leaves the reader’s +1 for a texted country and lists only those', async () => {
    serve(['+66', '+856']);
    renderDialog(3);
    await waitFor(() => expect(screen.getByTestId('country-code').textContent).toBe('+66'));
    expect(await offered()).toEqual(['TH', 'LA']);
  });

  it('the phone registration lists only them too; a password sign-in keeps every country', async () => {
    serve(['+66', '+856']);
    const { unmount } = renderDialog(6);
    fireEvent.click(screen.getByTestId('register-tab-phone'));
    await waitFor(() => expect(screen.getByTestId('country-code').textContent).toBe('+66'));
    expect(await offered()).toEqual(['TH', 'LA']);
    unmount();

    serve(['+66', '+856']);
    renderDialog(1);
    expect(await offered()).toContain('GB');
  });
});
