import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { switchLanguage } from '../../lib/i18n';
import QrConfirmPage from './qr-confirm-page';

// Audit AN3: the phone's page names the computer the code would sign in and warns against a code one did not scan.

const KEY = 'k3y-of-the-desktop-0123456789';

afterEach(async () => {
  vi.unstubAllGlobals();
  clearToken();
  await switchLanguage('en');
});

function answering(scan: { code: number; message: string; data: unknown }) {
  const fetch = vi.fn(async (url: string) => {
    const body = String(url).includes(`/qrcode/${KEY}/scan`) ? scan : { code: 200, message: '', data: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  setToken('t0k3n');
  render(
    <MemoryRouter initialEntries={[`/users/qrcode_confirm?key=${KEY}`]}>
      <QrConfirmPage />
    </MemoryRouter>,
  );
}

describe('the QR confirm page on the phone', () => {
  it("shows the computer's browser, system, address and time, with the warning, in the reader's language", async () => {
    const requestedAt = new Date(Date.UTC(2026, 11, 4, 21, 5)).toISOString();
    answering({
      code: 200,
      message: '',
      data: { browser: 'Chrome 131', system: 'Windows', ip: '203.0.113.9', requestedAt },
    });
    await switchLanguage('es');
    renderPage();
    const desktop = await screen.findByTestId('qr-desktop');
    expect(desktop.textContent).toContain('Chrome 131 · Windows');
    expect(desktop.textContent).toContain('203.0.113.9');
    expect(desktop.textContent).toContain('Solicitado a las');
    expect(screen.getByTestId('qr-warning').textContent).toMatch(
      /^Confirma solo un código que hayas escaneado tú mismo, ahora mismo, en tu propia pantalla/,
    );
    expect(screen.getByTestId('qr-confirm-button')).toBeTruthy();
  });

  it("tells an account of the console the server's refusal instead of an expired code", async () => {
    const refusal =
      'An administrator or shop staff account cannot sign a computer in by QR code; sign in there with the password';
    answering({ code: 403, message: refusal, data: null });
    renderPage();
    expect((await screen.findByText(refusal)).dataset.testid).toBe('qr-confirm-text');
    expect(screen.queryByTestId('qr-confirm-button')).toBeNull();
  });
});

describe('the QR confirm page names each refusal, and its Cancel tells the computer (audit AN7)', () => {
  const seen = {
    code: 200,
    message: '',
    data: { browser: 'Chrome 131', system: 'Windows', ip: '203.0.113.9', requestedAt: new Date().toISOString() },
  };

  it("shows the server's reason for a code scanned by another account, not an expired code", async () => {
    const other = 'Este código QR se escaneó con otra cuenta; solo esa cuenta puede confirmarlo';
    answering({ code: 400, message: other, data: null });
    await switchLanguage('es');
    renderPage();
    expect((await screen.findByText(other)).dataset.testid).toBe('qr-confirm-text');
    expect(screen.getByTestId('qr-confirm').dataset.phase).toBe('refused');
    expect(screen.queryByTestId('qr-confirm-button')).toBeNull();
  });

  it('a network failure says so and tries again on request', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(seen), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId('qr-confirm').dataset.phase).toBe('offline'));
    expect(screen.getByTestId('qr-confirm-text').textContent).toBe(
      'Could not reach the mall. Check the connection and try again.',
    );
    fail = false;
    fireEvent.click(screen.getByTestId('qr-retry-button'));
    expect(await screen.findByTestId('qr-confirm-button')).toBeTruthy();
  });

  it('Cancel refuses the code on the server, so the computer is told', async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = String(url).endsWith('/scan')
        ? seen
        : { code: 200, message: 'Sign-in refused; the computer was told', data: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fireEvent.click(await screen.findByTestId('qr-cancel-button'));
    await waitFor(() => expect(screen.getByTestId('qr-confirm').dataset.phase).toBe('cancelled'));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/front/login/qrcode/${KEY}/refuse`);
  });
});
