import type { QrDesktop } from '@mall/contract';
import { apiPost } from '../../../lib/api-client';

/** The signed-in phone opened the QR link: answers the computer that asked for the code (audit AN3). */
export function scanQrLogin(key: string): Promise<QrDesktop> {
  return apiPost<QrDesktop>(`/api/front/login/qrcode/${encodeURIComponent(key)}/scan`, undefined, { silent: true });
}
