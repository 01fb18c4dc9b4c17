import { type ComponentType, lazy } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { withProgress } from './progress';

/** A lazily loaded page: the progress bar runs while its chunk loads; a failed chunk reloads the page (guarded). */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  type PageModule = { default: ComponentType<P> };
  let pending: Promise<PageModule> | undefined;
  const preload = (): Promise<PageModule> => {
    pending ??= withProgress(load()).catch((error: unknown) => {
      pending = undefined;
      // The reload replaces the page; until then the page simply stays in its loading state.
      if (isChunkLoadError(error) && reloadForChunkError()) return new Promise<PageModule>(() => {});
      throw error;
    });
    return pending;
  };
  return Object.assign(
    lazy(() => preload()),
    { preload },
  );
}
