import { z } from 'zod';

/** A picture uploaded by a signed-in user (`/api/front/upload/image`): where it is served from now. */
export const UploadedSchema = z.object({ url: z.string() });
export type Uploaded = z.infer<typeof UploadedSchema>;
