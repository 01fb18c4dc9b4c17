import { apiPost } from '../../../lib/api-client';

/** The signed-in phone opened the QR link. */
export function scanQrLogin(key: string): Promise<null> {
  return apiPost<null>(`/api/front/login/qrcode/${encodeURIComponent(key)}/scan`, undefined, { silent: true });
}
