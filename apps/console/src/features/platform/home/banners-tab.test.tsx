import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const saveBanner = vi.fn();
const banner = {
  id: 7,
  title: 'Autumn Sale\nUp to 50% off',
  texts: { fr: 'Soldes d’automne\nJusqu’à -50 %' },
  image: '/uploads/demo/banner-1.svg',
  link: '/goods/goods_search?cid=8',
  sort: 1,
  version: 3,
};
vi.mock('../api/home-content', () => ({
  bannersQuery: () => ({ queryKey: ['platform', 'banners'], queryFn: async () => [banner] }),
  saveBanner: (...args: unknown[]) => saveBanner(...args),
  deleteBanner: vi.fn(),
}));

// The table and the growing text areas watch their size; jsdom has no ResizeObserver.
const { BannersTab } = await import('./banners-tab');

const area = (testId: string) => screen.getByTestId(testId) as HTMLTextAreaElement;
const type = (testId: string, value: string) => fireEvent.change(area(testId), { target: { value } });

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BannersTab />
    </QueryClientProvider>,
  );
}

describe('the banner form', { timeout: 90_000 }, () => {
  beforeEach(() => {
    saveBanner.mockReset();
    saveBanner.mockResolvedValue(null);
  });

  it('edits the words over the picture per language and sends them as headline and subline', async () => {
    renderTab();
    fireEvent.click(await screen.findByText('Edit'));
    await waitFor(() => expect(area('banner-title').value).toBe('Autumn Sale\nUp to 50% off'));
    expect(area('texts-fr').value).toBe('Soldes d’automne\nJusqu’à -50 %');
    expect(area('texts-th').value).toBe('');

    type('texts-th', '  ลดราคาฤดูใบไม้ร่วง \n\n ลดสูงสุด 50% ');
    type('texts-zh-CN', '秋季大促');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saveBanner).toHaveBeenCalled());
    expect(saveBanner).toHaveBeenCalledWith(7, {
      title: 'Autumn Sale\nUp to 50% off',
      texts: { fr: 'Soldes d’automne\nJusqu’à -50 %', th: 'ลดราคาฤดูใบไม้ร่วง\nลดสูงสุด 50%', 'zh-CN': '秋季大促' },
      image: '/uploads/demo/banner-1.svg',
      link: '/goods/goods_search?cid=8',
      sort: 1,
      // The save names the version the form loaded (issue 22).
      version: 3,
    });
  });

  it('says what does not fit before sending anything', async () => {
    renderTab();
    fireEvent.click(await screen.findByText('Edit'));
    await waitFor(() => expect(area('banner-title').value).not.toBe(''));
    type('texts-lo', 'one\ntwo\nthree');
    type('banner-title', `${'x'.repeat(41)}\nUp to 50% off`);
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('At most two lines: the headline and the subline')).toBeTruthy();
    expect(await screen.findByText('The headline has at most 40 characters')).toBeTruthy();
    expect(saveBanner).not.toHaveBeenCalled();
  });
});
