import type { Locale } from '@mall/contract';
import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import { localizePath, splitLocalePath } from './locale';

/** The locale of the current address (its path prefix, or English). */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns an app path into the address for the current locale. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

export function useLocaleNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const toPath = useLocalePath();
  return useCallback((path, options) => navigate(toPath(path), options), [navigate, toPath]);
}

/** Whether the current address is the home page (in any locale). */
export function useIsHome(): boolean {
  const path = splitLocalePath(useLocation().pathname).path;
  return path === '/' || path === '/indexcope';
}
