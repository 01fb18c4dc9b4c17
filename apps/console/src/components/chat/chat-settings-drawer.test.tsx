import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeFields, unnamedFields } from '../../test/unnamed-fields';

const saveSettings = vi.fn();
vi.mock('./api', () => ({
  settingsQuery: (base: string) => ({
    queryKey: [base, 'settings'],
    queryFn: async () => ({
      quickReplies: [],
      awayMessage: '',
      openingHours: [{ day: 1, from: '09:00', to: '18:00' }],
      timeZone: 'Europe/Paris',
      notifyAfterMinutes: 0,
    }),
  }),
  saveSettings: (...args: unknown[]) => saveSettings(...args),
}));

const { ChatSettingsDrawer } = await import('./chat-settings-drawer');

describe('the chat settings', { timeout: 90_000 }, () => {
  beforeEach(() => saveSettings.mockReset());

  it('explain a wrong opening time in words (no regular expression, no field path) and send nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ChatSettingsDrawer base="/api/merchant/chat" open onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const from = await screen.findByDisplayValue('09:00');
    const to = screen.getByDisplayValue('18:00');
    fireEvent.change(from, { target: { value: '9h' } });
    fireEvent.change(to, { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Use a time such as 09:30')).toHaveLength(2));
    expect(document.body.textContent).not.toMatch(/does not match|\/\^|0,from|0,to/);
    await new Promise((r) => setTimeout(r, 200));
    expect(saveSettings).not.toHaveBeenCalled();
    // Each opening-hours row's day, opening and closing time is named (audit DB5).
    expect(screen.getAllByRole('textbox', { name: 'Opens at' })).toHaveLength(1);
    expect(describeFields(unnamedFields())).toEqual([]);
  });

  it('say in the mall’s service inbox that its operators are emailed, not a shop’s owner (audit CI12)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ChatSettingsDrawer base="/api/admin/chat" open onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Email the operators after (minutes)')).toBeTruthy();
    expect(screen.queryByText('Email the owner after (minutes)')).toBeNull();
  });
});
