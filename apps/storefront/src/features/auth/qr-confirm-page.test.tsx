import { render, screen } from '@testing-library/react';
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
