import type { ServedCountries, ShippingTemplate, ShippingTemplateInput } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

/** The platform's default template, for shops without one of their own. */
export const defaultTemplateQuery = () =>
  queryOptions({
    queryKey: ['admin', 'shipping', 'template'],
    queryFn: () => apiGet<ShippingTemplate>('/api/admin/shipping/template'),
    staleTime: 0,
  });

export const saveDefaultTemplate = (input: ShippingTemplateInput) =>
  apiAction<unknown>('/api/admin/shipping/template', input);

/** The countries the mall delivers to; none listed means every country. */
export const servedCountriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'shipping', 'countries'],
    queryFn: () => apiGet<ServedCountries>('/api/admin/shipping/countries'),
    staleTime: 0,
  });

export const saveServedCountries = (body: ServedCountries) => apiAction<unknown>('/api/admin/shipping/countries', body);
