import type { ShippingTemplate, ShippingTemplateInput } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

/** The shop's shipping templates (API.md section G). */
export const templatesQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'shipping', 'templates'],
    queryFn: () => apiGet<ShippingTemplate[]>('/api/merchant/shipping/templates'),
    staleTime: 0,
  });

export const createTemplate = (input: ShippingTemplateInput) =>
  apiAction<{ id: number }>('/api/merchant/shipping/templates', input);
export const updateTemplate = (id: number, input: ShippingTemplateInput) =>
  apiAction<null>(`/api/merchant/shipping/templates/${id}`, input);
export const deleteTemplate = (id: number) => apiAction<null>(`/api/merchant/shipping/templates/${id}/delete`);
