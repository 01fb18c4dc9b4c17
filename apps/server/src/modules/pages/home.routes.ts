import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { getSetting } from '../content/settings';
import { homePage, topCategories } from './home-page';
import { homePath, localePrefix } from './html';

/** How long the language a reader chose is kept: the storefront's language menu keeps it as long. */
const ONE_YEAR = 365 * 24 * 60 * 60;

type Kept = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * The home page: the app's index.html with a head in the reader's language (audit K). Read again when the build
 * changes it (a rebuild shows without a restart, as the console's does); rendered per language until listings change.
 * Each language has its own address (audit Q9): `/th/`, `/zh-CN/`, … (English is `/`), named by the sitemap. `/`
 * itself still opens in the reader's language (the cookie, else Accept-Language: a crawler sends none and reads
 * English), its canonical then being that language's address.
 * Answers whether the home page is served (the storefront is built): the sitemap names the home pages only then.
 */
export function homeRoutes(app: FastifyZod, { publicUrl, kept }: { publicUrl: string; kept: Kept }): boolean {
  const { db } = app.database;
  const index = path.join(app.config.storefrontDist, 'index.html');
  // English has no prefix, but a reader who writes one (`/en/`, `/en/goods/7`) asks for English: the page moves to its
  // one address and the choice is kept as the language menu keeps it (the `locale` cookie), so that `/`, which
  // otherwise follows the browser's languages, opens in English.
  // Only ever a path of this shop: `/en//host` or `/en/\host` would name another site to a browser.
  const toEnglish = (url: string) => `/${url.replace(/^\/en(?=[/?]|$)/, '').replace(/^[/\\]+/, '')}`;
  for (const address of ['/en', '/en/', '/en/*'])
    app.get(address, { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('Set-Cookie', `locale=${DEFAULT_LOCALE}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`)
        .redirect(toEnglish(request.url), 302),
    );
  if (!existsSync(index)) return false;
  let template: { mtimeMs: number; text: string } | null = null;
  const homes = new Map<Locale, { mtimeMs: number; html: string }>();
  app.changes.on('listings', () => homes.clear());
  const homeHtml = async (locale: Locale) => {
    const { mtimeMs } = await stat(index);
    let home = homes.get(locale);
    if (!home || home.mtimeMs !== mtimeMs) {
      if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, text: await readFile(index, 'utf8') };
      const [settings, categories] = await Promise.all([
        kept('home', () => getSetting(db, 'home')),
        kept(`topCategories:${locale}`, () => topCategories(db, locale)),
      ]);
      home = { mtimeMs, html: homePage(template.text, { locale, publicUrl, logo: settings.logoUrl, categories }) };
      homes.set(locale, home);
    }
    return home.html;
  };
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .send(await homeHtml(requestLocale(request))),
  );
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    app.get(homePath(locale), { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(await homeHtml(locale)),
    );
    // One address per page: without its slash it moves there (the query kept), as the other pages' do.
    app.get(localePrefix(locale), { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`${homePath(locale)}${query < 0 ? '' : request.url.slice(query)}`, 301);
    });
  }
  // One address for the home page (audit O7): the file's own name moves there.
  app.get('/index.html', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/', 301));
  return true;
}
