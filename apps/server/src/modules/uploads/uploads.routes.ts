import { randomBytes } from 'node:crypto';
import { UploadedSchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { AppError, invalid } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { limitBy } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { recordUpload } from './upload-owners';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Pictures a shopper may upload an hour: a review, a chat, a refund's evidence take five at most each. */
export const UPLOADS_PER_HOUR = 60;
/**
 * Pictures the staff of an open shop (and a platform administrator) may upload an hour: the console sends every
 * picture through this door, and one product takes up to ten gallery pictures, one per SKU and its description's
 * (audit AG4: sixty an hour stopped a merchant after six products). 600 is a range of sixty fully pictured products an
 * hour, still a ceiling for a stolen staff session (each picture is at most 5 MB and is re-encoded).
 */
export const STAFF_UPLOADS_PER_HOUR = 600;

/** A picture may have at most 40 megapixels (8000 × 5000): decoding more costs memory the server does not give. */
const MAX_PIXELS = 40_000_000;

/** JPEG and PNG by their first bytes, whatever the name or the declared type say. */
export function imageKind(head: Buffer): 'jpeg' | 'png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  return null;
}

/**
 * A multipart body the parser could not read: no boundary in its Content-Type, or cut short before its closing
 * boundary (busboy's plain errors, which reached the caller as a 500 or as "larger than 5 MB"). The multipart
 * plugin's own limits (its `FST_` errors) keep their answers (audit DM5).
 */
function unreadableBody(error: unknown): never {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) throw error;
  throw invalid('The picture could not be read');
}

export async function uploadRoutes(app: FastifyZod): Promise<void> {
  app.post(
    '/api/front/upload/image',
    { preHandler: requireUser, schema: { tags: ['uploads'], response: answers(UploadedSchema) } },
    async (request) => {
      const { userId } = liveSession(request);
      // Whether the account builds a catalogue is read in the same statement as the count (one round trip).
      await limitBy<boolean>(
        app.rateLimits,
        `upload:user:${userId}`,
        3600,
        sql`SELECT u.is_admin OR EXISTS (
          SELECT 1 FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
          WHERE s.user_id = u.id AND m.status = 'open') FROM users u WHERE u.id = ${userId}`,
        (staff) => (staff ? STAFF_UPLOADS_PER_HOUR : UPLOADS_PER_HOUR),
      );
      if (!request.isMultipart()) throw invalid('Send the picture as multipart form data in the field "file"');
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).catch(unreadableBody);
      if (file?.fieldname !== 'file') throw invalid('Send the picture in the field "file"');
      const data = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'The picture is larger than 5 MB');
        return unreadableBody(error);
      });
      if (file.file.truncated) throw new AppError(413, 'The picture is larger than 5 MB');
      if (!imageKind(data)) throw invalid('Only JPG and PNG pictures can be uploaded');
      // Re-encoded: what is stored is our own JPEG, never the bytes that were sent (no metadata, no payloads).
      const { default: sharp } = await import('sharp');
      const jpeg = await sharp(data, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer()
        .catch(async () => {
          // A header that declares more pixels than the limit is readable, only too large: say so (audit FO6).
          // The header alone is read (no decoding), so sharp's own pixel limit is lifted for it.
          const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false })
            .metadata()
            .catch(() => ({ width: 0, height: 0 }));
          if (width * height > MAX_PIXELS) throw invalid('The picture is too large: at most 40 megapixels');
          throw invalid('The picture could not be read');
        });
      const month = new Date().toISOString().slice(0, 7);
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      const key = `u/${month}/${name}`;
      await app.files.put(key, jpeg, 'image/jpeg');
      const url = `/uploads/${key}`;
      // Only its uploader (or, for a shop's staff, the shop) may point at it afterwards: see upload-owners.ts.
      await recordUpload(app.database.db, url, userId);
      return ok({ url }, 'Uploaded');
    },
  );
}
