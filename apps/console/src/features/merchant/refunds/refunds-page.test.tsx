import type { Locale } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';

// Audit FS13: an empty list of refunds to review said only antd's "No data" ("Aucune donnée"); nothing told the shop
// that no buyer waits for it. The list now says so, in the shop's language.
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async () => ({ list: [], total: 0, page: 1, limit: 20 }),
}));
const { default: RefundsPage } = await import('./refunds-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RefundsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const waiting: Record<Locale, string> = {
  en: 'No refund request is waiting for your review.',
  'zh-CN': '没有待您审核的退款申请。',
  fr: "Aucune demande de remboursement n'attend votre examen.",
  th: 'ไม่มีคำขอคืนเงินที่รอให้คุณตรวจสอบ',
  lo: 'ບໍ່ມີຄຳຂໍຄືນເງິນທີ່ລໍຖ້າໃຫ້ທ່ານກວດສອບ',
  es: 'No hay solicitudes de reembolso pendientes de su revisión.',
};

describe('an empty list of refunds', { timeout: 120_000 }, () => {
  it('says no request waits for review, in six languages', async () => {
    try {
      for (const [code, sentence] of Object.entries(waiting)) {
        await setLanguage(code as Locale);
        renderPage();
        const empty = await screen.findByText(sentence);
        expect(empty.closest('.ant-table-placeholder .ant-empty'), code).not.toBeNull();
        cleanup();
      }
    } finally {
      await setLanguage('en');
    }
  });

  it('says there is nothing to show on the other tabs', async () => {
    renderPage();
    await screen.findByText(waiting.en);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('No refunds to show.')).toBeTruthy();
    expect(screen.queryByText(waiting.en)).toBeNull();
  });
});
