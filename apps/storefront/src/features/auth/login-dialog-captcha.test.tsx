import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginDialog from './login-dialog';

type Answer = { code: number; message?: string; data: unknown };

/** A fetch that answers by path (a list is answered in turn); records what was called. */
function serve(answers: Record<string, Answer | Answer[]>) {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  let pictures = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? url;
      calls.push({ path, init });
      let answer: Answer | undefined;
      if (path === '/api/front/captcha') {
        pictures += 1;
        answer = { code: 200, data: { key: `key-${pictures}`, image: 'data:image/png;base64,iVBORw0KGgo=' } };
      } else {
        const entry = answers[path];
        answer = Array.isArray(entry) ? entry.shift() : entry;
      }
      answer ??= { code: 404, message: 'no data found', data: null };
      return new Response(JSON.stringify({ message: '', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderDialog(initialPanel: 1 | 2 | 3) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginDialog initialPanel={initialPanel} showGuest={false} onClose={() => {}} onSignedIn={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the picture challenge in the sign-in dialog', () => {
  it('the SMS panel shows the challenge at once and sends its key and answer with the code request', async () => {
    const calls = serve({ '/api/front/login/sendCode': { code: 200, message: 'sent', data: null } });
    renderDialog(3);
    const picture = await screen.findByTestId('captcha-image');
    expect(picture.getAttribute('data-key')).toBe('key-1');
    expect(picture.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    fireEvent.change(screen.getByTestId('login-phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByTestId('send-code'));
    // Without the characters nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((c) => c.path === '/api/front/login/sendCode')).toBe(false);

    fireEvent.change(screen.getByTestId('captcha-input'), { target: { value: 'k7pq' } });
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/front/login/sendCode')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/front/login/sendCode')!;
    expect(header(sent.init, 'X-Captcha-Key')).toBe('key-1');
    expect(header(sent.init, 'X-Captcha-Code')).toBe('k7pq');
    // A key is good for one try: a fresh picture replaces it.
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-key')).toBe('key-2'));
  });

  it('a challenge shown only for the SMS code goes with its panel; one the server asked for stays', async () => {
    const calls = serve({
      '/api/front/login/mobile/password': [
        { code: 422, message: 'Enter the characters shown in the picture', data: null },
        { code: 200, data: { token: 'tok', id: 1, nickname: 'x', avatar: '', isNew: false } },
      ],
    });
    renderDialog(3);
    await screen.findByTestId('captcha-image');
    fireEvent.click(screen.getByTestId('login-toggle-password'));
    await waitFor(() => expect(screen.queryByTestId('captcha-image')).toBeNull());

    fireEvent.change(screen.getByTestId('login-phone'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Sunflower42' } });
    fireEvent.click(screen.getByTestId('agreement'));
    fireEvent.submit(screen.getByTestId('login-password').closest('form')!);
    const picture = await screen.findByTestId('captcha-image');
    const first = calls.find((c) => c.path === '/api/front/login/mobile/password')!;
    expect(JSON.parse(String(first.init.body))).not.toHaveProperty('imageKey');

    fireEvent.change(screen.getByTestId('captcha-input'), { target: { value: 'AB12' } });
    fireEvent.submit(screen.getByTestId('login-password').closest('form')!);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/front/login/mobile/password')).toHaveLength(2));
    const second = calls.filter((c) => c.path === '/api/front/login/mobile/password')[1]!;
    expect(JSON.parse(String(second.init.body))).toMatchObject({
      imageKey: picture.getAttribute('data-key'),
      imageCode: 'AB12',
    });
  });
});
