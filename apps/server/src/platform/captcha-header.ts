import type { FastifyRequest } from 'fastify';

/** Picture-challenge answers for calls whose body has no room for them (the email-code calls take a bare string). */
export function headerCaptcha(request: FastifyRequest) {
  const key = request.headers['x-captcha-key'];
  const code = request.headers['x-captcha-code'];
  return {
    imageKey: typeof key === 'string' ? key : undefined,
    imageCode: typeof code === 'string' ? code : undefined,
  };
}
