import { DEFAULT_LOCALE } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { localizePath, preferredLocale, splitLocalePath } from '../../lib/locale';

/**
 * Keeps the language in step with the address: the path prefix decides; an unprefixed path follows the `locale`
 * cookie, else the browser's languages; `/en/...` is rewritten to the unprefixed English address. Server data is refetched in the new language.
 */
export function LocaleSync() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (pathname === '/en' || pathname.startsWith('/en/')) {
      navigate((pathname.slice(3) || '/') + search, { replace: true });
      return;
    }
    const { locale, path } = splitLocalePath(pathname);
    const preferred = preferredLocale();
    if (locale === DEFAULT_LOCALE && preferred !== DEFAULT_LOCALE) {
      navigate(localizePath(path, preferred) + search, { replace: true });
      return;
    }
    if (currentLanguage() === locale) return;
    let cancelled = false;
    switchLanguage(locale).then(() => {
      if (!cancelled) void queryClient.invalidateQueries();
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, navigate, queryClient]);

  return null;
}
