import type { ActivitySchema, Page } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asList } from '../../../lib/page';

export type Activity = Infer<typeof ActivitySchema>;

export async function getActivities(): Promise<Activity[]> {
  return asList(await apiGet<Activity[] | Page<Activity>>('/api/front/activity/list'));
}

export const activitiesQuery = () => queryOptions({ queryKey: ['activity', 'list'], queryFn: getActivities });

export function useActivities() {
  return useQuery(activitiesQuery());
}
