import type { Page, PointsEntrySchema, PointsSummarySchema } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asPage } from '../../../lib/page';

export type PointsSummary = Infer<typeof PointsSummarySchema>;
export type PointsEntry = Infer<typeof PointsEntrySchema>;
export type PointsTab = 'all' | 'earn';

const POINTS_KEY = ['points'] as const;

export function getPointsSummary(signal?: AbortSignal): Promise<PointsSummary> {
  return apiGet<PointsSummary>('/api/front/integral/user', undefined, { signal });
}

export const pointsSummaryQuery = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'summary'],
    queryFn: ({ signal }) => getPointsSummary(signal),
    staleTime: 0,
  });

export function usePointsSummary() {
  return useQuery(pointsSummaryQuery());
}

export function getPointsList(type: PointsTab, page: number, limit: number, signal?: AbortSignal) {
  return apiGet<Page<PointsEntry>>('/api/front/integral/list', { type, page, limit }, { signal }).then((data) =>
    asPage(data, page, limit),
  );
}

export const pointsListQuery = (type: PointsTab, page: number, limit: number) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'list', type, page, limit],
    queryFn: ({ signal }) => getPointsList(type, page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePointsList(type: PointsTab, page: number, limit: number) {
  return useQuery(pointsListQuery(type, page, limit));
}
