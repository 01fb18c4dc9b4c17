import { apiPost } from '../../../lib/api-client';

/** A one-time QR sign-in: `image` is an SVG data URL of the code for `url`; it lives `expiresIn` seconds. */
export interface QrLogin {
  key: string;
  url: string;
  image: string;
  expiresIn: number;
}

export function startQrLogin(): Promise<QrLogin> {
  return apiPost<QrLogin>('/api/front/login/qrcode');
}
