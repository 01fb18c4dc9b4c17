import { apiRequestEnvelope } from '../../../lib/api-client';

/** Sets a new password with the emailed code; answers the server's message, which the dialog shows. */
export async function resetPassword(body: {
  email: string;
  captcha: string;
  newPassword: string;
  passwordAgain: string;
}): Promise<string> {
  const answer = await apiRequestEnvelope<null>('/api/front/login/email/reset/password', { method: 'POST', body });
  return answer.message;
}
