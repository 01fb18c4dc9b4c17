import type { Readable } from 'node:stream';
import { defaultErrorMessages } from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { PREVIEW_NAME, PreviewPictures } from './preview-images';

/** `/previews/demo/<name>.jpg`: a drawn picture's link preview (preview-images.ts). */
export async function previewImageRoutes(app: FastifyZod): Promise<void> {
  const previews = new PreviewPictures(app.files);
  app.get('/previews/demo/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = PREVIEW_NAME.exec((request.params as { file: string }).file);
    const notFound = () => reply.status(404).send({ code: 404, message: defaultErrorMessages[404], data: null });
    if (!match) return notFound();
    const name = match[1]!;
    const picture = (body: Readable | Buffer) =>
      reply
        .type('image/jpeg')
        .header('Cache-Control', 'public, max-age=604800')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    const kept = await previews.kept(name);
    if (kept) {
      if (kept.length !== undefined) reply.header('Content-Length', kept.length);
      return picture(kept.body);
    }
    const jpeg = await previews.draw(name).catch((err: unknown) => {
      request.log.warn({ err, name }, 'a link preview picture could not be drawn');
      return null;
    });
    return jpeg ? picture(jpeg) : notFound();
  });
}
