import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { describeFields, unnamedFields } from '../../test/unnamed-fields';

const saveSettings = vi.fn();
// What the save answers, apart from the spy that records it: a spy's own rejected promise is reported as unhandled.
let saveAnswer: () => Promise<unknown> = async () => null;
const plain = {
  quickReplies: [] as string[],
  quickReplyTranslations: [] as Record<string, string>[],
  awayMessage: '',
  awayMessages: {} as Record<string, string>,
  openingHours: [{ day: 1, from: '09:00', to: '18:00' }],
  timeZone: 'Europe/Paris',
  notifyAfterMinutes: 0,
};
let stored = plain;
vi.mock('./api', () => ({
  settingsQuery: (base: string) => ({
    queryKey: [base, 'settings'],
    queryFn: async () => stored,
  }),
  saveSettings: (...args: unknown[]) => {
    saveSettings(...args);
    return saveAnswer();
  },
}));

const { ChatSettingsDrawer } = await import('./chat-settings-drawer');

function renderDrawer(base: '/api/merchant/chat' | '/api/admin/chat') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatSettingsDrawer base={base} open onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('the chat settings', { timeout: 90_000 }, () => {
  beforeEach(() => {
    saveSettings.mockReset();
    stored = plain;
  });

  // Audit DS6: the away message and the quick replies had one text whatever language the shopper read.
  it('give the away message and each quick reply a tab per language, the original where empty', async () => {
    stored = {
      ...plain,
      quickReplies: ['Thanks for asking!', 'It ships tomorrow.'],
      quickReplyTranslations: [{ th: 'ขอบคุณที่ถามค่ะ' }, {}],
      awayMessage: 'We are closed now.',
      awayMessages: { th: 'ร้านปิดแล้ว' },
    };
    renderDrawer('/api/merchant/chat');
    const awayTh = await screen.findByTestId('chat-away-messages-tab-th');
    await waitFor(() => expect(awayTh.textContent).toContain('translated'));
    for (const locale of ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'])
      expect(screen.getByTestId(`chat-away-messages-tab-${locale}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-away-messages-tab-lo'));
    const lao = await screen.findByTestId('chat-away-messages-lo');
    expect(lao.getAttribute('placeholder')).toBe('We are closed now.');
    fireEvent.change(lao, { target: { value: ' ຮ້ານປິດແລ້ວ ' } });

    // Each quick reply has its own text and, folded under it, its languages: the one translated says so.
    expect(screen.getAllByTestId('quick-reply')).toHaveLength(2);
    expect(screen.getByTestId('quick-reply-languages-0').textContent).toContain('translated · 1');
    expect(screen.getByTestId('quick-reply-languages-1').textContent).not.toContain('translated');
    fireEvent.click(screen.getByTestId('quick-reply-languages-1'));
    fireEvent.click(await screen.findByTestId('quick-reply-1-tab-fr'));
    const fr = await screen.findByTestId('quick-reply-1-fr');
    expect(fr.getAttribute('placeholder')).toBe('It ships tomorrow.');
    fireEvent.change(fr, { target: { value: 'Expédié demain.' } });
    // A reply added and left empty is dropped on saving.
    fireEvent.click(screen.getByTestId('quick-reply-add'));
    expect(screen.getAllByTestId('quick-reply')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    expect(saveSettings.mock.calls[0]?.[1]).toMatchObject({
      quickReplies: ['Thanks for asking!', 'It ships tomorrow.'],
      quickReplyTranslations: [{ th: 'ขอบคุณที่ถามค่ะ' }, { fr: 'Expédié demain.' }],
      awayMessage: 'We are closed now.',
      awayMessages: { th: 'ร้านปิดแล้ว', lo: 'ຮ້ານປິດແລ້ວ' },
    });
    expect(describeFields(unnamedFields())).toEqual([]);
  });

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

  // Audit DS4: a free box pre-filled "UTC" decided the hours whatever the shop's profile said, a night market's
  // 22:00-02:00 was refused, and the refusal was a toast with no range marked.
  it("name the shop profile's zone, which the hours follow, and offer no zone of their own", async () => {
    renderDrawer('/api/merchant/chat');
    expect((await screen.findByTestId('chat-shop-zone')).textContent).toBe(
      "Opening hours follow the shop's time zone, Europe/Paris, which you set on the Shop profile page.",
    );
    expect(screen.queryByDisplayValue('Europe/Paris')).toBeNull();
    expect(screen.queryByTestId('chat-time-zone')).toBeNull();
  });

  it('take a range past midnight, and mark a range closing when it opens on that range', async () => {
    renderDrawer('/api/merchant/chat');
    fireEvent.change(await screen.findByDisplayValue('09:00'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByDisplayValue('18:00'), { target: { value: '02:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    expect(saveSettings.mock.calls[0]?.[1].openingHours).toEqual([{ day: 1, from: '22:00', to: '02:00' }]);
    expect(
      screen.getByText('A range that closes before it opens, such as 22:00 to 02:00, ends the next day.'),
    ).toBeTruthy();

    // Closing as it opens: said under the closing time before anything is sent.
    fireEvent.change(screen.getByDisplayValue('02:00'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A range cannot close at the time it opens')).toBeTruthy();
    expect(saveSettings).toHaveBeenCalledTimes(1);

    // The server's refusal of a range is put under that range's closing time.
    saveAnswer = async () => {
      throw new ApiError(400, 'An opening period cannot end at the time it starts', 'openingHours.0.to');
    };
    fireEvent.change(screen.getByRole('textbox', { name: 'Closes at' }), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(2));
    expect(
      await screen.findByText('An opening period cannot end at the time it starts', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('let the mall’s service pick its own zone from the list', async () => {
    renderDrawer('/api/admin/chat');
    expect(await screen.findByTestId('chat-time-zone')).toBeTruthy();
    expect(screen.queryByTestId('chat-shop-zone')).toBeNull();
  });
});
