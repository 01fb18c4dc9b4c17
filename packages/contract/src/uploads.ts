import { z } from 'zod';

/** Where the upload call keeps a picture: `/uploads/u/<yyyy-mm>/<32 hex>.jpg`, a server-made name (modules/uploads). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/u\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/;
/** The seed's demo pictures: the platform's stock pictures, nobody's upload. */
export const STOCK_PICTURE_PATTERN = /^\/uploads\/demo\/[\w-]{1,80}\.(?:svg|jpg|jpeg|png|webp)$/;
/** An upload or a stock picture: what the consoles may point at. */
export const UPLOAD_OR_STOCK_PATTERN = new RegExp(`${UPLOAD_PATH_PATTERN.source}|${STOCK_PICTURE_PATTERN.source}`);

/** A picture uploaded by a signed-in user (`/api/front/upload/image`): where it is served from now. */
export const UploadedSchema = z.object({ url: z.string() });
export type Uploaded = z.infer<typeof UploadedSchema>;
