import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginDialog from './login-dialog';

// Audit AX8: the sign-in and register dialogs named a wrong field only in a toast, one at a time; each message is now
// under its field, tied to it, with focus on the first wrong one.

function renderDialog(initialPanel: 2 | 6) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url.split('?')[0] ?? url);
      return new Response(JSON.stringify({ code: 404, message: 'no data found', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoginDialog initialPanel={initialPanel} showGuest={false} onClose={() => {}} onSignedIn={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** The message tied to a field by aria-describedby, or null when the field is not marked wrong. */
function messageOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in dialog tells what is wrong on each field (audit AX8)', () => {
  it('an empty sign-in marks the email, the password and the agreement at once and focuses the email', async () => {
    const calls = renderDialog(2);
    fireEvent.click(await screen.findByTestId('login-submit'));
    const email = screen.getByTestId('login-email');
    const password = screen.getByTestId('login-password');
    const agreement = screen.getByTestId('agreement');
    await waitFor(() => expect(messageOf(email)).toBe('Fill in your email address'));
    expect(messageOf(password)).toBe('Fill in your password');
    expect(messageOf(agreement)).toBe('Please read and agree to the agreement');
    expect(document.activeElement).toBe(email);
    expect(calls).not.toContain('/api/front/login/email');

    // A field's message goes when it is edited; the next try focuses the first field still wrong.
    fireEvent.change(email, { target: { value: 'someone@example' } });
    expect(messageOf(email)).toBeNull();
    expect(messageOf(password)).toBe('Fill in your password');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(messageOf(email)).toBe('Fill in the correct email address'));
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(messageOf(email)).toBeNull();
  });

  it('the register panel marks its fields the same way, and another panel starts clean', async () => {
    renderDialog(6);
    fireEvent.click(await screen.findByTestId('login-submit'));
    const email = screen.getByTestId('login-email');
    await waitFor(() => expect(messageOf(email)).toBe('Fill in your email address'));
    expect(messageOf(screen.getByTestId('login-code'))).not.toBeNull();
    expect(messageOf(screen.getByTestId('login-password'))).not.toBeNull();
    expect(document.activeElement).toBe(email);
    fireEvent.click(screen.getByTestId('register-tab-phone'));
    fireEvent.click(screen.getByText('Sign in', { selector: 'p button' }));
    await screen.findByTestId('login-panel-2');
    expect(messageOf(screen.getByTestId('login-email'))).toBeNull();
  });
});
