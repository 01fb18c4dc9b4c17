import { apiRequestEnvelope } from '../../../lib/api-client';

/** Cancel on the phone: the code is spent and the polling desktop is told (audit AN7). Answers the server's message. */
export async function refuseQrLogin(key: string): Promise<string> {
  const answer = await apiRequestEnvelope<null>(`/api/front/login/qrcode/${encodeURIComponent(key)}/refuse`, {
    method: 'POST',
  });
  return answer.message;
}
