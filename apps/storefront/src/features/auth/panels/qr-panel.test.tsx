import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogContext, type DialogState } from '../dialog-context';
import { QrPanel } from './qr-panel';

let statuses: Array<{ status: string; token?: string }> = [];
let started = 0;

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      let data: unknown;
      if (url === '/api/front/login/qrcode') {
        started += 1;
        data = {
          key: `key-${started}-abcdefghijklmnop`,
          url: 'x',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresIn: 120,
        };
      } else {
        data = statuses.shift() ?? { status: 'waiting' };
      }
      return new Response(JSON.stringify({ code: 200, message: 'success', data }));
    }),
  );
}

function renderPanel(finish = vi.fn(async () => {})) {
  const state = { finish } as unknown as DialogState;
  render(
    <DialogContext value={state}>
      <QrPanel />
    </DialogContext>,
  );
  return finish;
}

const phase = () => screen.getByTestId('qr-status').getAttribute('data-phase');

describe('QR-code sign-in on the desktop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    statuses = [];
    started = 0;
    stubServer();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the code, polls every 2 s: scanned, then confirmed with a token signs in', async () => {
    statuses = [{ status: 'waiting' }, { status: 'scanned' }, { status: 'confirmed', token: 'tok-q' }];
    const finish = renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('qr-image').getAttribute('data-key')).toBe('key-1-abcdefghijklmnop');
    expect(phase()).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(phase()).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(phase()).toBe('scanned');
    expect(screen.getByTestId('qr-status').textContent).toBe('Scanned, confirm on your phone');
    expect(finish).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(finish).toHaveBeenCalledWith({ token: 'tok-q' });
  });

  it('an expired code offers a refresh, which shows a new code and polls again', async () => {
    statuses = [{ status: 'expired' }];
    renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(phase()).toBe('expired');
    expect(screen.getByTestId('qr-status').textContent).toBe('The QR code has expired');
    const polls = vi.mocked(fetch).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(vi.mocked(fetch).mock.calls.length).toBe(polls);
    fireEvent.click(screen.getByTestId('qr-refresh'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('qr-image').getAttribute('data-key')).toBe('key-2-abcdefghijklmnop');
    expect(phase()).toBe('waiting');
  });

  it('a code refused on the phone says so at once and offers a fresh one (audit AN7)', async () => {
    statuses = [{ status: 'scanned' }, { status: 'refused' }];
    renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(phase()).toBe('refused');
    expect(screen.getByTestId('qr-status').textContent).toBe('Sign-in was refused on the phone');
    const polls = vi.mocked(fetch).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(vi.mocked(fetch).mock.calls.length).toBe(polls);
    expect(screen.getByTestId('qr-refresh')).toBeTruthy();
  });
});
