import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatMessage } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { MessageBubble } from './message-bubble';

// Two in the afternoon, local time: 24-hour in Thai, AM/PM in English, whatever the browser's own locale is.
const AFTERNOON = new Date(2026, 0, 1, 14, 5).toISOString();

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  conversationId: 1,
  from: 'shop',
  kind: 'text',
  body: 'Hello',
  card: null,
  createTime: AFTERNOON,
  read: false,
  ...over,
});

function show(m: ChatMessage) {
  render(
    <MemoryRouter>
      <MessageBubble message={m} mine={false} />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('a chat message', () => {
  it("writes its time in the page's language: 24-hour on a Thai page", async () => {
    await switchLanguage('th');
    show(message({}));
    expect(screen.getByText('14:05')).toBeTruthy();
  });

  it('writes its time with AM/PM on an English page', () => {
    show(message({}));
    // As orders and notices write a time in English (audit EV2), not "02:05 PM".
    expect(screen.getByText(/^2:05\sPM$/)).toBeTruthy();
  });

  it('shows the price of a product card with the currency symbol', () => {
    show(
      message({
        kind: 'product',
        body: '',
        card: { kind: 'product', productId: 103, name: 'Evening Dress', image: '', price: '122.99' },
      }),
    );
    expect(screen.getByTestId('chat-product-card').textContent).toContain('$122.99');
  });

  it("names a product card in the page's language, as the socket brings it (audit CI7)", async () => {
    await switchLanguage('lo');
    const names = { en: 'BassLab Pro 5 Lite', lo: 'BassLab ຫູຟັງໄຮ້ສາຍ', th: 'BassLab หูฟังบลูทูธ' };
    show(
      message({
        kind: 'product',
        body: '17',
        card: { kind: 'product', productId: 17, name: 'BassLab Pro 5 Lite', names, image: '', price: '49.99' },
      }),
    );
    expect(screen.getByTestId('chat-product-card').textContent).toContain('BassLab ຫູຟັງໄຮ້ສາຍ');
    expect(screen.getByTestId('chat-product-card').textContent).not.toContain('Pro 5 Lite');
  });

  it('shows the total of an order card with the currency symbol', () => {
    show(
      message({
        kind: 'order',
        body: '',
        card: {
          kind: 'order',
          orderNo: 'SH20260101000000123456',
          status: 'to_pay',
          total: '368.97',
          image: '',
          itemCount: 3,
        },
      }),
    );
    expect(screen.getByTestId('chat-order-card').textContent).toContain('$368.97 ·');
  });

  it('keeps a pile of combining marks inside its bubble, off the neighbouring messages (audit R9)', () => {
    const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a'.repeat(60)}`;
    show(message({ body: zalgo }));
    expect(screen.getByTestId('chat-message').textContent).toContain(zalgo);
    // jsdom draws nothing: the bubble's rule in the stylesheet the page loads is what clips the marks.
    const css = readFileSync(join(import.meta.dirname, 'chat.module.css'), 'utf8');
    const bubble = /(?:^|\n)\.bubble \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(bubble).toMatch(/(^|\n)\s*overflow: hidden;/);
  });
});
