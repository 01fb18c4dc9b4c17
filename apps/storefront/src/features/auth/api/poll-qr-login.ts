import { apiGet } from '../../../lib/api-client';

export interface QrStatus {
  status: 'waiting' | 'scanned' | 'confirmed' | 'expired';
  /** Only with `confirmed`: the new session of the desktop. */
  token?: string;
}

/** Polled every 2 s by the desktop; quiet (no progress bar, no toast). */
export function pollQrLogin(key: string): Promise<QrStatus> {
  return apiGet<QrStatus>(`/api/front/login/qrcode/${encodeURIComponent(key)}`, undefined, {
    silent: true,
    progress: false,
  });
}
