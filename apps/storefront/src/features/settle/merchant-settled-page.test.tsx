import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import MerchantSettledPage, { type Countdown } from './merchant-settled-page';

type Answer = { code: number; message?: string; data: unknown };

const picture = (n: number) => `/uploads/u/2025-01/${String(n).padStart(32, '0')}.jpg`;
/** How a record shows a document it holds: a private, short-lived signed link (audit AG2). */
const documentLink = (n: number) =>
  `/uploads/private/2025-01/${String(n).padStart(32, '0')}.jpg?expires=1796413200&signature=${'s'.repeat(42)}${n}`;
const rejected = {
  id: 5,
  name: 'Blue Harbour Trading',
  names: { 'zh-CN': '蓝港贸易' },
  realName: 'Mei Chen',
  phone: '13800138000',
  email: 'mei@example.org',
  categoryId: 1,
  categoryName: 'Electronics',
  typeId: 2,
  typeName: 'Franchise store',
  qualificationPictures: [documentLink(1), documentLink(2)],
  auditStatus: 3,
  denialReason: 'The licence is blurred',
  merchantId: null,
  createTime: '2025-01-02T03:04:05.000Z',
  updateTime: '2025-01-02T03:04:05.000Z',
  reviewTime: '2025-01-03T03:04:05.000Z',
};

/** A fetch that answers by method and path; records the calls with their JSON bodies. */
function serve(answers: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[key] ?? { code: 404, message: 'no data found', data: null };
      return new Response(JSON.stringify({ message: 'success', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const noRecords: Answer = { code: 200, data: { list: [], total: 0, page: 1, limit: 20 } };

function renderPage(
  path = '/users/merchant_settled',
  overrides: { upload?: (file: File) => Promise<{ url: string }> } = {},
) {
  const countdown: Countdown = { phase: 'idle', seconds: 60, start: vi.fn() };
  let uploaded = 10;
  const upload = overrides.upload ?? vi.fn(async () => ({ url: picture(++uploaded) }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/users/merchant_settled"
            element={
              <MerchantSettledPage
                countdown={countdown}
                upload={upload}
                categories={[{ id: 1, name: 'Electronics' }]}
                types={[
                  { id: 1, name: 'Flagship store' },
                  { id: 2, name: 'Franchise store' },
                ]}
              />
            }
          />
          <Route path="/users/application_record" element={<p>records page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { countdown, upload };
}

const field = (name: string) => screen.getByTestId(`settle-${name}`) as HTMLInputElement;
const errorOf = (name: string) => screen.queryByTestId(`settle-error-${name}`)?.textContent ?? null;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function choosePictures(count: number) {
  const files = Array.from({ length: count }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
  await act(async () => {
    fireEvent.change(screen.getByTestId('settle-picture-file'), { target: { files } });
  });
}

beforeAll(async () => {
  await loadSection('settle');
  // jsdom lays nothing out, so it has no scrolling; the form scrolls a refused field into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the application form', () => {
  it('names every missing field with the messages of spec section 5 and sends nothing', async () => {
    const calls = serve({ 'GET /api/front/merchant/settled/record': noRecords });
    renderPage();
    await screen.findByTestId('settle-form');
    type('name', 'Blue Harbour');
    fireEvent.click(screen.getByTestId('settle-submit'));
    expect(errorOf('name')).toBeNull();
    expect(errorOf('realName')).toBe('Fill in your real name');
    expect(errorOf('phone')).toBe('Fill in your phone number');
    expect(errorOf('email')).toBe('Fill in your email address');
    expect(errorOf('captcha')).toBe('Fill in the verification code');
    expect(errorOf('categoryId')).toBe('Choose a merchant category');
    expect(errorOf('typeId')).toBe('Choose a store type');
    expect(errorOf('qualificationPictures')).toBe('Upload at least one qualification picture');
    expect(errorOf('agreement')).toBe('Please read and agree to the settlement agreement');
    expect(document.activeElement).toBe(field('realName'));
    // What was typed stays; fixing a field clears its message.
    expect(field('name').value).toBe('Blue Harbour');
    type('realName', 'Mei Chen');
    expect(errorOf('realName')).toBeNull();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('sends the code only to a well-formed email, then starts the 60 s countdown', async () => {
    const calls = serve({
      'GET /api/front/merchant/settled/record': noRecords,
      'POST /api/front/merchant/settled/captcha': { code: 200, data: null },
    });
    const { countdown } = renderPage();
    await screen.findByTestId('settle-form');
    type('email', 'mei@');
    fireEvent.click(screen.getByTestId('settle-send-code'));
    expect(errorOf('email')).toBe('Fill in the correct email address');
    expect(calls.some((c) => c.key.includes('captcha'))).toBe(false);
    type('email', ' mei@example.org ');
    fireEvent.click(screen.getByTestId('settle-send-code'));
    await waitFor(() => expect(countdown.start).toHaveBeenCalled());
    expect(calls.find((c) => c.key.includes('captcha'))?.body).toEqual({ email: 'mei@example.org' });
  });

  it('shows the picture challenge when the server asks for it, and sends its answer with the next code', async () => {
    const sent: Array<Record<string, string>> = [];
    let codes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
        let answer: Answer = { code: 404, message: 'no data found', data: null };
        if (key === 'GET /api/front/merchant/settled/record') answer = noRecords;
        if (key === 'GET /api/front/captcha')
          answer = { code: 200, data: { key: `k${codes}`, image: 'data:image/png;base64,AA==' } };
        if (key === 'POST /api/front/merchant/settled/captcha') {
          sent.push({ ...(init.headers as Record<string, string>) });
          codes++;
          answer =
            codes === 1
              ? { code: 422, message: 'Enter the characters shown in the picture', data: null }
              : { code: 200, data: null };
        }
        return new Response(JSON.stringify({ message: 'success', ...answer }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { countdown } = renderPage();
    await screen.findByTestId('settle-form');
    type('email', 'mei@example.org');
    fireEvent.click(screen.getByTestId('settle-send-code'));
    const image = await screen.findByTestId('captcha-image');
    expect(image.getAttribute('data-key')).toBe('k1');
    expect(countdown.start).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('captcha-input'), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByTestId('settle-send-code'));
    await waitFor(() => expect(countdown.start).toHaveBeenCalled());
    expect(sent[0]?.['X-Captcha-Key']).toBeUndefined();
    expect(sent[1]).toMatchObject({ 'X-Captcha-Key': 'k1', 'X-Captcha-Code': 'AB12' });
  });

  it('submits a complete application and goes to the records', async () => {
    const calls = serve({
      'GET /api/front/merchant/settled/record': noRecords,
      'POST /api/front/merchant/settled/apply': { code: 200, data: { id: 9, auditStatus: 1 } },
    });
    renderPage();
    await screen.findByTestId('settle-form');
    type('name', '  Blue Harbour Trading ');
    type('realName', 'Mei Chen');
    type('phone', '13800138000');
    type('email', 'mei@example.org');
    type('captcha', '123456');
    // The shop's name in the other languages, each input labelled with its language (decision 0056).
    expect(screen.getByLabelText('ไทย')).toBe(screen.getByTestId('settle-names-th'));
    fireEvent.change(screen.getByTestId('settle-names-th'), { target: { value: ' บลูฮาร์เบอร์ ' } });
    fireEvent.change(screen.getByTestId('settle-names-fr'), { target: { value: '   ' } });
    fireEvent.change(screen.getByTestId('settle-names-es'), { target: { value: 'Comercio Bahía Azul' } });
    fireEvent.change(screen.getByTestId('settle-category'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('settle-type'), { target: { value: '2' } });
    await choosePictures(2);
    expect(screen.getAllByTestId('settle-picture')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('settle-agreement'));
    fireEvent.click(screen.getByTestId('settle-submit'));
    await screen.findByText('records page');
    expect(calls.find((c) => c.key === 'POST /api/front/merchant/settled/apply')?.body).toEqual({
      name: 'Blue Harbour Trading',
      names: { th: 'บลูฮาร์เบอร์', es: 'Comercio Bahía Azul' },
      realName: 'Mei Chen',
      phone: '13800138000',
      email: 'mei@example.org',
      captcha: '123456',
      categoryId: 1,
      typeId: 2,
      qualificationPictures: [picture(11), picture(12)],
      agreement: true,
    });
  });

  it('takes at most 10 pictures and only JPG or PNG; a picture can be removed', async () => {
    serve({ 'GET /api/front/merchant/settled/record': noRecords });
    const { upload } = renderPage();
    await screen.findByTestId('settle-form');
    await act(async () => {
      fireEvent.change(screen.getByTestId('settle-picture-file'), {
        target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
      });
    });
    expect(upload).not.toHaveBeenCalled();
    await choosePictures(12);
    expect(screen.getAllByTestId('settle-picture')).toHaveLength(10);
    expect(upload).toHaveBeenCalledTimes(10);
    expect(screen.queryByTestId('settle-picture-add')).toBeNull();
    expect(screen.getByTestId('settle-picture-count').textContent).toBe('10 / 10');
    fireEvent.click(screen.getAllByTestId('settle-picture-remove')[0]!);
    expect(screen.getAllByTestId('settle-picture')).toHaveLength(9);
    expect(screen.getByTestId('settle-picture-add')).toBeTruthy();
  });

  it('prefills a rejected application with its reason and resubmits it to its own address', async () => {
    const calls = serve({
      'GET /api/front/merchant/settled/record/5': { code: 200, data: rejected },
      'GET /api/front/merchant/settled/record': noRecords,
      'POST /api/front/merchant/settled/apply/5': { code: 200, data: { id: 5, auditStatus: 1 } },
    });
    renderPage('/users/merchant_settled?id=5');
    const banner = await screen.findByTestId('settle-editing-failed');
    expect(banner.textContent).toContain('The licence is blurred');
    expect(field('name').value).toBe('Blue Harbour Trading');
    expect(field('email').value).toBe('mei@example.org');
    expect((screen.getByTestId('settle-names-zh-CN') as HTMLInputElement).value).toBe('蓝港贸易');
    expect((screen.getByTestId('settle-type') as HTMLSelectElement).value).toBe('2');
    expect(screen.getAllByTestId('settle-picture')).toHaveLength(2);
    // The documents show from their links, and go back as they came: the server knows them by their address.
    const shown = screen.getAllByTestId('settle-picture').map((p) => p.querySelector('img')?.getAttribute('src'));
    expect(shown).toEqual(rejected.qualificationPictures);
    expect(field('captcha').value).toBe('');
    expect((screen.getByTestId('settle-agreement') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('settle-submit').textContent).toBe('Resubmit application');
    type('captcha', '654321');
    fireEvent.click(screen.getByTestId('settle-agreement'));
    fireEvent.click(screen.getByTestId('settle-submit'));
    await screen.findByText('records page');
    expect(calls.find((c) => c.key === 'POST /api/front/merchant/settled/apply/5')?.body).toMatchObject({
      name: 'Blue Harbour Trading',
      names: { 'zh-CN': '蓝港贸易' },
      captcha: '654321',
      qualificationPictures: rejected.qualificationPictures,
    });
  });

  it('shows the pending application instead of a second form', async () => {
    serve({
      'GET /api/front/merchant/settled/record': {
        code: 200,
        data: { list: [{ ...rejected, auditStatus: 1, denialReason: '' }], total: 1, page: 1, limit: 20 },
      },
    });
    renderPage();
    const notice = await screen.findByTestId('settle-notice');
    expect(notice.textContent).toContain('Your application is under review');
    expect(notice.textContent).toContain('15 working days');
    expect(screen.queryByTestId('settle-form')).toBeNull();
  });
});
