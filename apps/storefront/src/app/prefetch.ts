import { categoriesQuery } from '../features/catalog/api/get-categories';
import { hotKeywordsQuery } from '../features/catalog/api/get-hot-keywords';
import { homeDataQuery } from '../features/home/api/get-home-data';
import { hashPathname, splitLocalePath } from '../lib/locale';
import { queryClient } from './query-client';
import { pages } from './route-pages';

/**
 * Starts what every first view needs while the language's texts are still loading, instead of after the first render:
 * the frame's data (home data, categories, hot keywords) and, on the home page, the home page's chunk.
 */
export function prefetchFirstView(): void {
  void queryClient.prefetchQuery(homeDataQuery());
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(hotKeywordsQuery());
  const path = splitLocalePath(hashPathname(window.location.hash)).path;
  if (path === '/' || path === '/indexcope') pages.home.preload().catch(() => {});
}
