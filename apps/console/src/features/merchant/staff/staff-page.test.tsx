import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Decision 0050: the owner invites, cancels and removes; a member who is not the owner reads the list and may leave
// (audit CX2); a member the operator disabled is marked (audit CX3).

let owner = true;
const calls: { path: string; method: string; body?: unknown }[] = [];
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async () => ({
    owner,
    members: [
      {
        userId: 1,
        nickname: 'Nok',
        email: 'n•••@example.com',
        role: 'owner',
        since: '2026-11-01T00:00:00.000Z',
        disabled: false,
      },
      {
        userId: 7,
        nickname: 'Pim',
        email: 'p•••@example.org',
        role: 'staff',
        since: '2026-12-01T00:00:00.000Z',
        disabled: false,
      },
      {
        userId: 9,
        nickname: 'Som',
        email: 's•••@example.org',
        role: 'staff',
        since: '2026-12-02T00:00:00.000Z',
        disabled: true,
      },
    ],
    invites: owner
      ? [
          {
            id: 3,
            email: 'new@example.org',
            createdAt: '2026-12-05T00:00:00.000Z',
            expiresAt: '2026-12-12T00:00:00.000Z',
          },
        ]
      : [],
  }),
  apiAction: async (path: string, body: unknown) => {
    calls.push({ path, method: 'POST', body });
    return null;
  },
  apiRequestEnvelope: async (path: string, options: { method: string }) => {
    calls.push({ path, method: options.method });
    return { code: 200, message: 'Removed', data: null };
  },
}));
const loadUser = vi.fn(async () => null);
vi.mock('../../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadUser: () => loadUser(),
}));
const { default: StaffPage } = await import('./staff-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StaffPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the shop's staff page", { timeout: 90_000 }, () => {
  afterEach(() => {
    cleanup();
    calls.length = 0;
    owner = true;
  });

  it('lets the owner invite by e-mail, cancel an invitation and remove a member after confirming', async () => {
    renderPage();
    const members = await screen.findByTestId('staff-members');
    await within(members).findByText('Pim');
    expect(within(members).getByText('p•••@example.org')).toBeTruthy();
    // The owner's own row has no remove button; each member's has one.
    expect(within(members).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    // Only the member the operator disabled is marked so.
    const marks = within(members).getAllByText('Disabled by the mall');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('tr')?.textContent).toContain('Som');
    expect(screen.queryByTestId('staff-leave')).toBeNull();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'helper@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: '/api/merchant/staff/invites',
        method: 'POST',
        body: { email: 'helper@example.org' },
      }),
    );

    fireEvent.click(within(members).getAllByRole('button', { name: 'Remove' })[0]!);
    expect(await screen.findByText('Remove Pim from the staff?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Remove' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContainEqual({ path: '/api/merchant/staff/7', method: 'DELETE' }));

    const invites = screen.getByTestId('staff-invites');
    expect(within(invites).getByText('new@example.org')).toBeTruthy();
    fireEvent.click(within(invites).getByRole('button', { name: 'Cancel invitation' }));
    const confirmCancel = (await screen.findAllByRole('button', { name: 'Cancel invitation' })).at(-1)!;
    fireEvent.click(confirmCancel);
    await waitFor(() => expect(calls).toContainEqual({ path: '/api/merchant/staff/invites/3', method: 'DELETE' }));
  });

  it('shows a member who is not the owner the list, and lets them leave the shop after confirming', async () => {
    owner = false;
    renderPage();
    await within(await screen.findByTestId('staff-members')).findByText('Pim');
    expect(screen.getByTestId('staff-read-only').textContent).toContain(
      "Only the shop's owner invites and removes staff.",
    );
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByTestId('staff-invite')).toBeNull();
    expect(screen.queryByTestId('staff-invites')).toBeNull();

    fireEvent.click(screen.getByTestId('staff-leave'));
    expect(await screen.findByText('Leave this shop?')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Leave this shop' }).at(-1)!);
    await waitFor(() => expect(calls).toContainEqual({ path: '/api/merchant/staff/leave', method: 'POST' }));
    // The session is read again: the console then closes to an account that no longer runs a shop.
    await waitFor(() => expect(loadUser).toHaveBeenCalled());
  });
});
