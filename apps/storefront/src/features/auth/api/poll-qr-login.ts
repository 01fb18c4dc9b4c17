import type { QrStatusSchema } from '@mall/contract';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

/** `token` only with `confirmed`: the new session of the desktop. */
export type QrStatus = Infer<typeof QrStatusSchema>;

/** Polled every 2 s by the desktop; quiet (no progress bar, no toast). */
export function pollQrLogin(key: string): Promise<QrStatus> {
  return apiGet<QrStatus>(`/api/front/login/qrcode/${encodeURIComponent(key)}`, undefined, {
    silent: true,
    progress: false,
  });
}
