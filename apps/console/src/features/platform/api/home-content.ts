import type {
  ActivityEdit,
  AdminActivity,
  AdminProduct,
  BannerEdit,
  BannerTexts,
  HomeSettings,
  Page,
} from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export const homeSettingsQuery = () =>
  queryOptions({
    queryKey: ['platform', 'settings', 'home'],
    queryFn: () => apiGet<HomeSettings>('/api/admin/settings/home'),
  });
export const saveHomeSettings = (body: HomeSettings) => apiAction<HomeSettings>('/api/admin/settings/home', body);

export type Banner = {
  id: number;
  title: string;
  texts: BannerTexts;
  image: string;
  link: string;
  sort: number;
  /** What an edit names as `version` (contract edits.ts). */
  version: number;
};
export const bannersQuery = () =>
  queryOptions({ queryKey: ['platform', 'banners'], queryFn: () => apiGet<Banner[]>('/api/admin/banners') });
export const saveBanner = (id: number | null, body: BannerEdit) =>
  apiAction(id ? `/api/admin/banners/${id}` : '/api/admin/banners', body);
export const deleteBanner = (id: number) => apiAction(`/api/admin/banners/${id}/delete`);

export type ProductQuery = {
  keywords?: string;
  merId?: number;
  recommended?: 'true' | 'false';
  page: number;
  limit: number;
};
export const productsQuery = (q: ProductQuery) =>
  queryOptions({
    queryKey: ['platform', 'products', q],
    queryFn: () => apiGet<Page<AdminProduct>>('/api/admin/products', q),
  });
export const saveRecommended = (productIds: number[]) => apiAction('/api/admin/recommend', { productIds });

export type Activity = AdminActivity;
export const activitiesQuery = () =>
  queryOptions({ queryKey: ['platform', 'activities'], queryFn: () => apiGet<Activity[]>('/api/admin/activities') });
export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: ['platform', 'activities', id],
    queryFn: () => apiGet<Activity & { products: AdminProduct[] }>(`/api/admin/activities/${id}`),
  });
export const saveActivity = (id: number | null, body: ActivityEdit) =>
  apiAction<{ id: number } | null>(id ? `/api/admin/activities/${id}` : '/api/admin/activities', body);
export const deleteActivity = (id: number) => apiAction(`/api/admin/activities/${id}/delete`);
export const saveActivityProducts = (id: number, productIds: number[]) =>
  apiAction(`/api/admin/activities/${id}/products`, { productIds });
