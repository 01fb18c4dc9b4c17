import { z } from 'zod';

/** Where the upload call keeps a picture: `/uploads/u/<yyyy-mm>/<32 hex>.jpg`, a server-made name (modules/uploads). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/u\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/;
/**
 * Where an applicant's documents are kept once an application holds them (audit AG2): never served by the public
 * picture route, only through a short-lived link that the applicant's and the reviewers' answers carry.
 */
export const PRIVATE_DOCUMENT_PATTERN = /^\/uploads\/private\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/;
/** A private document's link as the answers carry it: its address, how long it is valid and its signature. */
export const DOCUMENT_LINK_PATTERN = new RegExp(
  `^${PRIVATE_DOCUMENT_PATTERN.source.slice(1, -1)}(?:\\?expires=\\d{1,12}&signature=[\\w-]{43})?$`,
);
/** The seed's demo pictures: the platform's stock pictures, nobody's upload. */
export const STOCK_PICTURE_PATTERN = /^\/uploads\/demo\/[\w-]{1,80}\.(?:svg|jpg|jpeg|png|webp)$/;
/** An upload or a stock picture: what the consoles may point at. */
export const UPLOAD_OR_STOCK_PATTERN = new RegExp(`${UPLOAD_PATH_PATTERN.source}|${STOCK_PICTURE_PATTERN.source}`);

/** A picture uploaded by a signed-in user (`/api/front/upload/image`): where it is served from now. */
export const UploadedSchema = z.object({ url: z.string() });
export type Uploaded = z.infer<typeof UploadedSchema>;
