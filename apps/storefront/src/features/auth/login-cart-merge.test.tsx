import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth-token';
import { switchLanguage } from '../../lib/i18n';
import { toastStore } from '../../lib/toast';
import LoginDialog from './login-dialog';

// A sign-in that merged the cart filled before it tells the shopper what did not come over (audit AV6).

function serve(signIn: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const answer =
        path === '/api/front/login/mobile/password'
          ? { code: 200, data: signIn }
          : path === '/api/front/captcha'
            ? { code: 200, data: { key: 'k', image: 'data:image/png;base64,iVBORw0KGgo=' } }
            : { code: 404, data: null };
      return new Response(JSON.stringify({ message: '', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

async function signInByPhone() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LoginDialog initialPanel={3} showGuest={false} onClose={() => {}} onSignedIn={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByTestId('login-toggle-password'));
  fireEvent.change(screen.getByTestId('login-phone'), { target: { value: '13800138000' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Sunflower42' } });
  fireEvent.click(screen.getByTestId('agreement'));
  fireEvent.submit(screen.getByTestId('login-password').closest('form')!);
  await waitFor(() => expect(toastStore.get().length).toBeGreaterThan(0));
  return toastStore.get().map((toast) => toast.text);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  toastStore.set([]);
  clearToken();
  await switchLanguage('en');
});

describe('signing in with a visitor cart', () => {
  it("says in the reader's language which lines did not fit and which came with fewer units", async () => {
    serve({ token: 'tok', id: 1, nickname: 'x', avatar: '', isNew: false, cartMerge: { leftOut: 2, reduced: 1 } });
    await switchLanguage('fr');
    expect(await signInByPhone()).toEqual([
      'Vous êtes connecté',
      '2 articles n’ont pas pu être ajoutés à votre panier : il est plein. Ils restent dans le panier de ce navigateur. ' +
        '1 article a été ajouté avec moins d’unités que choisi (stock ou limite par article).',
    ]);
  });

  it('says nothing more when all of it came over', async () => {
    serve({ token: 'tok', id: 1, nickname: 'x', avatar: '', isNew: false });
    expect(await signInByPhone()).toEqual(['Signed in']);
  });
});
