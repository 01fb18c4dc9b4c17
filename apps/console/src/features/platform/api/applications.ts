import type { AdminApplication, Page } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type ApplicationQuery = { auditStatus?: number; keywords?: string; page: number; limit: number };

export const applicationsQuery = (q: ApplicationQuery) =>
  queryOptions({
    queryKey: ['platform', 'applications', q],
    queryFn: () => apiGet<Page<AdminApplication>>('/api/admin/merchant/applications', q),
  });

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: ['platform', 'applications', 'one', id],
    queryFn: () => apiGet<AdminApplication>(`/api/admin/merchant/applications/${id}`),
  });

/** Approves the version the reviewer saw; the server refuses when the applicant changed it since. */
export const approveApplication = (id: number, version: number) =>
  apiAction<{ merchantId: number }>(`/api/admin/merchant/applications/${id}/approve`, { version });

export const rejectApplication = (id: number, reason: string, version: number) =>
  apiAction(`/api/admin/merchant/applications/${id}/reject`, { reason, version });
