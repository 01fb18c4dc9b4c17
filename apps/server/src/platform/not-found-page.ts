import { DEFAULT_LOCALE, type Locale } from '@mall/contract';
import { escapeHtml } from './escape-html';
import { translateMessage } from './messages';

/**
 * The page a browser gets for an address outside the hash-routed storefront (`/no/such/page`): the shop's look (its
 * red, the white card on grey, the wordmark) in the shopper's language, with ways back into the shop. Plain HTML
 * with inline styles only, so it shows even when the storefront's files are missing. The wordmark and "Back to home"
 * lead to the language's own home page (`/lo/`), as on every server-rendered page, not into the app (`/#/lo`).
 */
export function notFoundPage(locale: Locale): string {
  const t = (english: string) => escapeHtml(translateMessage(english, locale));
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>404 · ${t('This page could not be found')}</title>
<link rel="icon" href="/favicon.svg"><style>
*{box-sizing:border-box}body{margin:0;background:#f4f4f4;color:#222;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,"PingFang SC","Noto Sans Thai","Noto Sans Lao",sans-serif}
header{background:#fff;border-bottom:2px solid #e93323}.bar{max-width:1200px;margin:0 auto;padding:18px 24px}
.logo{color:#e93323;font-size:30px;font-weight:800;text-decoration:none;letter-spacing:-1px}
main{max-width:1200px;margin:32px auto;padding:0 24px}.card{background:#fff;border-radius:12px;padding:64px 24px;text-align:center;box-shadow:0 1px 3px rgb(0 0 0/6%)}
.code{font-size:72px;font-weight:800;color:#e93323;line-height:1;margin:0 0 12px}h1{font-size:22px;margin:0 0 8px}p{color:#555;margin:0 0 24px}
.actions{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}.actions a{padding:10px 24px;border-radius:4px;text-decoration:none;font-weight:600;border:1px solid #d9291c}
.primary{background:#d9291c;color:#fff}.outline{color:#d42a1c;background:#fff}
</style></head><body><header><div class="bar"><a class="logo" href="${prefix}/">Mall</a></div></header>
<main><section class="card" data-testid="not-found"><p class="code">404</p><h1>${t('This page could not be found')}</h1>
<p>${t('The address may be mistyped, or the page has moved.')}</p><div class="actions">
<a class="primary" href="${prefix}/">${t('Back to home')}</a>
<a class="outline" href="/#${prefix}/goods/goods_search">${t('Search the shop')}</a></div></section></main></body></html>`;
}
