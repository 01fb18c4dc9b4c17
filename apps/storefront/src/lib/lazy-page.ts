import { type ComponentType, lazy } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { withProgress } from './progress';

/**
 * A lazily loaded page: the progress bar runs while its chunk loads; a failed chunk of a page being shown reloads the
 * page (see chunk-reload.ts), a failed preload (idle prefetch) only lets the next attempt try again.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  type PageModule = { default: ComponentType<P> };
  let pending: Promise<PageModule> | undefined;
  const preload = (): Promise<PageModule> => {
    pending ??= withProgress(load()).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const show = () =>
    preload().catch((error: unknown) => {
      // The reload replaces the page; until then the page simply stays in its loading state.
      if (isChunkLoadError(error) && reloadForChunkError()) return new Promise<PageModule>(() => {});
      throw error;
    });
  return Object.assign(lazy(show), { preload });
}
