import { apiPost } from '../../../lib/api-client';

export const VOUCHER_TYPES = ['image/jpeg', 'image/png'];
export const MAX_VOUCHER_BYTES = 5 * 1024 * 1024;

/** One voucher picture (JPG or PNG) through the upload call; answers where the server keeps it. */
export function uploadVoucher(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  // Silent: the picker shows the server's reason beside the pictures.
  return apiPost<{ url: string }>('/api/front/upload/image', form, { silent: true });
}
