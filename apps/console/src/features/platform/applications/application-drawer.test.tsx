import type { AdminApplication } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';

// The applicant's documents are private (audit AG2): the review's answer carries each as a short-lived signed link,
// which an <img> can load without the console's bearer token. The drawer shows them as it is given them.
const link = (n: number) =>
  `/uploads/private/2026-12/${String(n).repeat(32)}.jpg?expires=1796413200&signature=${'s'.repeat(42)}${n}`;
const application = {
  id: 7,
  name: 'Ruiz Trading',
  names: { th: 'รุยซ์เทรดดิ้ง', es: 'Comercio Ruiz' },
  realName: 'Ana Ruiz',
  phone: '5551234567',
  email: 'ana@example.org',
  categoryId: 1,
  categoryName: 'Electronics',
  typeId: 1,
  typeName: 'Flagship',
  qualificationPictures: [link(1), link(2)],
  auditStatus: 1,
  denialReason: '',
  merchantId: null,
  createTime: '2026-12-04T00:00:00.000Z',
  updateTime: '2026-12-04T00:00:00.000Z',
  reviewTime: null,
  userId: 5,
  userNickname: 'ana',
  userEmail: 'ana@example.org',
  reviewedBy: null,
  version: 1,
  applicantLocale: 'th',
  applicantAccount: 'active',
} satisfies AdminApplication;
/** The applicant's account as the next answer shows it. */
let account: AdminApplication['applicantAccount'] = 'active';

vi.mock('../api/applications', () => ({
  applicationQuery: (id: number) => ({
    queryKey: ['platform', 'applications', 'one', id],
    queryFn: async () => ({ ...application, applicantAccount: account }),
  }),
  approveApplication: vi.fn(),
  rejectApplication: vi.fn(),
}));
const { ApplicationDrawer } = await import('./application-drawer');

describe("the review of an application's documents", { timeout: 60_000 }, () => {
  it('shows each picture from the signed link the answer carries', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <ApplicationDrawer id={7} reasonMax={200} onClose={() => undefined} onDone={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    const pictures = await screen.findByTestId('application-pictures');
    await waitFor(() => expect(pictures.querySelectorAll('img')).toHaveLength(2));
    const sources = [...pictures.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([link(1), link(2)]);
  });
});

describe('the refusal of an application (audit AW11)', { timeout: 60_000 }, () => {
  it("tells the reviewer the applicant's language beside the reason", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <ApplicationDrawer id={7} reasonMax={200} onClose={() => undefined} onDone={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('application-reject'));
    expect((await screen.findByTestId('applicant-reads')).textContent).toBe(
      'The applicant reads ไทย: the mail around your reason is written in it, your reason goes as you type it.',
    );
  });
});

describe("the applicant's account beside the application (audit FL2)", { timeout: 60_000 }, () => {
  const open = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <App>
          <ApplicationDrawer id={7} reasonMax={200} onClose={() => undefined} onDone={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
  };

  it('says when the account is closed or disabled and holds Approve back, and nothing when it is active', async () => {
    account = 'disabled';
    const disabled = open();
    expect((await screen.findByTestId('applicant-account')).textContent).toBe(
      'Account disabled: enable it before approving, or reject the application',
    );
    expect((screen.getByTestId('application-approve') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('application-reject') as HTMLButtonElement).disabled).toBe(false);
    disabled.unmount();
    account = 'closed';
    const closed = open();
    expect((await screen.findByTestId('applicant-account')).textContent).toBe(
      'Account closed: this application cannot be approved',
    );
    expect((screen.getByTestId('application-approve') as HTMLButtonElement).disabled).toBe(true);
    closed.unmount();
    account = 'active';
    open();
    await screen.findByTestId('application-pictures');
    expect(screen.queryByTestId('applicant-account')).toBeNull();
    expect((screen.getByTestId('application-approve') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("the application's names in the other languages (decision 0056)", { timeout: 60_000 }, () => {
  it('shows the reviewer each name the shop would open with', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <ApplicationDrawer id={7} reasonMax={200} onClose={() => undefined} onDone={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    const names = await screen.findByTestId('application-names');
    expect([...names.children].map((row) => row.textContent)).toEqual(['ไทย: รุยซ์เทรดดิ้ง', 'Español: Comercio Ruiz']);
  });
});
