import type {
  AfterSalesSettings,
  FooterSettings,
  LoginMethodsEdit,
  LoginMethodsView,
  PaymentSettingsEdit,
  PaymentSettingsView,
  PointsSettings,
  ServiceSettings,
} from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

const setting = <T>(name: string) =>
  queryOptions({
    queryKey: ['platform', 'settings', name],
    queryFn: () => apiGet<T>(`/api/admin/settings/${name}`),
  });

export const loginMethodsQuery = () => setting<LoginMethodsView>('login-methods');
export const saveLoginMethods = (body: LoginMethodsEdit) =>
  apiAction<LoginMethodsView>('/api/admin/settings/login-methods', body);

export const serviceQuery = () => setting<ServiceSettings>('service');
export const saveService = (body: ServiceSettings) => apiAction<ServiceSettings>('/api/admin/settings/service', body);

export const footerQuery = () => setting<FooterSettings>('footer');
export const saveFooter = (body: FooterSettings) => apiAction<FooterSettings>('/api/admin/settings/footer', body);

export const paymentQuery = () => setting<PaymentSettingsView>('payment');
export const savePayment = (body: PaymentSettingsEdit) =>
  apiAction<PaymentSettingsView>('/api/admin/settings/payment', body);

export const pointsQuery = () => setting<PointsSettings>('points');
export const savePoints = (body: PointsSettings) => apiAction<PointsSettings>('/api/admin/settings/points', body);

export const afterSalesQuery = () => setting<AfterSalesSettings>('after-sales');
export const saveAfterSales = (body: AfterSalesSettings) =>
  apiAction<AfterSalesSettings>('/api/admin/settings/after-sales', body);
