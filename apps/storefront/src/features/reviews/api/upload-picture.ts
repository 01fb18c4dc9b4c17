import { apiPost } from '../../../lib/api-client';

export const PICTURE_TYPES = ['image/jpeg', 'image/png'];
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** One JPG or PNG picture through the upload call (field `file`); answers where it is kept. */
export function uploadPicture(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  // Silent: the picker shows the server's reason next to the pictures.
  return apiPost<{ url: string }>('/api/front/upload/image', form, { silent: true });
}
