import type { Locale } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';

// Audit FS13: no pending application showed only antd's "No data" ("ไม่มีข้อมูล"); nothing said that no shop waits for
// the platform's review. The list now says so, in the operator's language.
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async () => ({ list: [], total: 0, page: 1, limit: 20 }),
}));
const { default: ApplicationsPage } = await import('./applications-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApplicationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const waiting: Record<Locale, string> = {
  en: 'No application is waiting for review.',
  'zh-CN': '没有待审核的入驻申请。',
  fr: "Aucune demande n'attend d'examen.",
  th: 'ไม่มีใบสมัครที่รอการตรวจสอบ',
  lo: 'ບໍ່ມີໃບສະໝັກທີ່ລໍຖ້າການກວດສອບ',
  es: 'No hay solicitudes pendientes de revisión.',
};

describe('an empty list of applications', { timeout: 120_000 }, () => {
  it('says no application waits for review, in six languages', async () => {
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
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No applications to show.')).toBeTruthy();
  });
});
