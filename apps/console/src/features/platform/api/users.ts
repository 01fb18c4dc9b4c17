import type { AdminUser, AdminUserDetail, AdminUserStatus, OutboxItem, Page } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type UserRole = 'admin' | 'merchant' | 'guest' | 'shopper';
export type UserStatus = 'active' | 'disabled';
export type UserQuery = { keywords?: string; role?: UserRole; status?: UserStatus; page: number; limit: number };

export const usersQuery = (q: UserQuery) =>
  queryOptions({ queryKey: ['platform', 'users', q], queryFn: () => apiGet<Page<AdminUser>>('/api/admin/users', q) });
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['platform', 'users', 'one', id],
    queryFn: () => apiGet<AdminUserDetail>(`/api/admin/users/${id}`),
  });
export const signOutUser = (id: number) => apiAction<{ revoked: number }>(`/api/admin/users/${id}/sign-out`);
export const disableUser = (id: number) => apiAction<AdminUserStatus>(`/api/admin/users/${id}/disable`);
export const enableUser = (id: number) => apiAction<AdminUserStatus>(`/api/admin/users/${id}/enable`);

export type OutboxQuery = { channel?: OutboxItem['channel']; keywords?: string; page: number; limit: number };
export const outboxQuery = (q: OutboxQuery) =>
  queryOptions({
    queryKey: ['platform', 'outbox', q],
    queryFn: () => apiGet<Page<OutboxItem>>('/api/admin/outbox', q),
  });
