import { apiPost } from '../../../lib/api-client';

export const UPLOAD_TYPES = ['image/jpeg', 'image/png'];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** One JPG or PNG picture, multipart field `file`; answers where it is kept. */
export function uploadImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<{ url: string }>('/api/front/upload/image', form);
}
