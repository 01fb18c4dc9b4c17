import { apiRequestEnvelope } from '../../../lib/api-client';

/** The phone confirms: the polling desktop is signed in. Answers the server's message. */
export async function confirmQrLogin(key: string): Promise<string> {
  const answer = await apiRequestEnvelope<null>(`/api/front/login/qrcode/${encodeURIComponent(key)}/confirm`, {
    method: 'POST',
  });
  return answer.message;
}
