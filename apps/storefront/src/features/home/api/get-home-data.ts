import type { Home } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The whole home answer is kept in local storage under this key (spec section 3) and shown at once on the next visit. */
export const HOME_CACHE_KEY = 'homeDataPc';

function readCachedHome(): Home | undefined {
  try {
    const raw = localStorage.getItem(HOME_CACHE_KEY);
    return raw ? (JSON.parse(raw) as Home) : undefined;
  } catch {
    return undefined;
  }
}

export async function getHomeData(): Promise<Home> {
  const home = await apiGet<Home>('/api/pc/home/index');
  try {
    localStorage.setItem(HOME_CACHE_KEY, JSON.stringify(home));
  } catch {
    // A full or disabled storage only costs the instant start next time.
  }
  return home;
}

export const homeDataQuery = () =>
  queryOptions({
    queryKey: ['home', 'index'],
    queryFn: getHomeData,
    initialData: readCachedHome,
    // The cached copy is shown at once but counts as stale, so it is refreshed in the background.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export function useHomeData() {
  return useQuery(homeDataQuery());
}
