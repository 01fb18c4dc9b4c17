import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { HomePage } from '../home-page';
import { BannerCarousel } from './banner-carousel';

/** The server's words per language for one banner, English where a language has none (as /api/pc/home/index does). */
const WORDS: Record<string, string> = {
  en: 'Autumn Sale\nUp to 50% off across the mall',
  fr: 'Soldes d’automne\nJusqu’à -50 % dans tout le centre',
  th: 'ลดราคาฤดูใบไม้ร่วง\nลดสูงสุด 50% ทั้งห้าง',
};

function serveHome() {
  const languages: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const language = new Headers(init.headers).get('accept-language') ?? 'en';
      let data: unknown = null;
      if (url.startsWith('/api/pc/home/index')) {
        languages.push(language);
        data = {
          logoUrl: '',
          banners: [{ id: 1, image: '/uploads/demo/banner-1.svg', title: WORDS[language] ?? WORDS.en, link: '' }],
          recommend: [],
          service: {},
          footer: { phone: '', address: '', copyright: '' },
          mobileUrl: '',
          currencySymbol: '$',
          showGuest: true,
          activities: [],
          categoryFloors: [],
        };
      }
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return languages;
}

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage categoryMenu={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await switchLanguage('en');
});

describe('the home banners', () => {
  it('draw their words as text in the reader’s language, and the picture says the same', async () => {
    await switchLanguage('fr');
    const asked = serveHome();
    renderHome();
    const words = await screen.findByTestId('banner-words');
    expect(asked).toEqual(['fr']);
    expect(words.textContent).toBe('Soldes d’automneJusqu’à -50 % dans tout le centre');
    expect(within(words).getByText('Soldes d’automne').tagName).toBe('SPAN');
    // Read once: the picture's alt text carries the words, the drawn copy is hidden from screen readers.
    expect(words.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Soldes d’automne : Jusqu’à -50 % dans tout le centre');
  });

  it('draw the English words for a language the operator left empty', async () => {
    await switchLanguage('lo');
    serveHome();
    renderHome();
    expect((await screen.findByTestId('banner-words')).textContent).toBe('Autumn SaleUp to 50% off across the mall');
  });

  it('draw nothing over a picture that has no words', () => {
    const { container } = render(
      <MemoryRouter>
        <BannerCarousel banners={[{ id: 2, image: '/uploads/a.png', title: '', link: '/' }]} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByTestId('banner-words')).toBeNull();
  });
});
