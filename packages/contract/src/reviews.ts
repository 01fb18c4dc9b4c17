import { z } from 'zod';
import { PagingQuerySchema } from './envelope';
import { readable } from './readable-text';
import { maxChars } from './text-length';
import { UPLOAD_PATH_PATTERN } from './uploads';

/** Review pictures: at most 5 (spec section 5), JPG or PNG through the upload call. */
export const REVIEW_MAX_PICS = 5;
/** Longest review text and merchant reply, in characters after trimming. */
export const REVIEW_TEXT_MAX = 500;
/**
 * How long after receipt the items of a completed order (completed automatically, before every item was reviewed)
 * can still be reviewed.
 */
export const REVIEW_WINDOW_DAYS = 90;

const Id = z.number().int().positive().max(2_147_483_647);

/** Where the upload call keeps a picture (`/uploads/u/<yyyy-mm>/<random>.jpg`); nothing else is accepted. */
export const UploadedPictureSchema = z
  .string()
  .regex(UPLOAD_PATH_PATTERN, 'Review pictures must be uploaded with the upload button');

const score = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

export const CommentCreateSchema = z.strictObject({
  orderNo: z.string().regex(/^SH\d{10,30}$/, 'Unknown order'),
  itemId: Id,
  productScore: score('Give the product quality a score from 1 to 5'),
  serviceScore: score('Give the service attitude a score from 1 to 5'),
  // Counted in characters as the reviewer sees them, as the review form's counter counts (audit FC3).
  comment: readable(
    maxChars(
      z
        .string({ error: 'Please fill in your experience with the product' })
        .trim()
        .min(1, 'Please fill in your experience with the product'),
      REVIEW_TEXT_MAX,
      'The review must be at most 500 characters',
    ),
    'Please fill in your experience with the product',
    { lines: true },
  ),
  pics: z.array(UploadedPictureSchema).max(REVIEW_MAX_PICS, 'A review takes at most 5 pictures').default([]),
});
export type CommentCreate = z.infer<typeof CommentCreateSchema>;

export const CommentCreatedSchema = z.object({
  id: z.number().int(),
  /** The shop order became completed with this review (its last item). */
  orderCompleted: z.boolean(),
});

/** An order item waiting for a review. */
export const PendingReviewSchema = z.object({
  orderNo: z.string(),
  itemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuText: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  merId: z.number().int(),
  merName: z.string(),
  orderStatus: z.string(),
  receiveTime: z.string().nullable(),
});
export type PendingReview = z.infer<typeof PendingReviewSchema>;

/** One of my reviews with the shop's reply (GET /order/reply/list). */
export const MyReviewSchema = z.object({
  id: z.number().int(),
  orderNo: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productImage: z.string(),
  skuText: z.string(),
  productScore: z.number().int(),
  serviceScore: z.number().int(),
  comment: z.string(),
  pics: z.array(z.string()),
  merId: z.number().int(),
  merName: z.string(),
  merchantReply: z.string().nullable(),
  replyTime: z.string().nullable(),
  createTime: z.string(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/** The merchant console's review list: `replied` true or false filters, `type` as the goods detail (0-3). */
export const MerchantReviewQuerySchema = PagingQuerySchema.extend({
  replied: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  type: z.coerce.number().int().min(0).max(3).default(0),
  productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const MerchantReviewSchema = z.object({
  id: z.number().int(),
  orderNo: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productImage: z.string(),
  skuText: z.string(),
  productScore: z.number().int(),
  serviceScore: z.number().int(),
  comment: z.string(),
  pics: z.array(z.string()),
  nickname: z.string(),
  avatar: z.string(),
  merchantReply: z.string().nullable(),
  replyTime: z.string().nullable(),
  createTime: z.string(),
});
export type MerchantReview = z.infer<typeof MerchantReviewSchema>;

export const MerchantReplySchema = z.strictObject({
  reply: readable(
    // Counted in characters as the shop's staff see them, as the console's box counts (audit FC3).
    maxChars(
      z.string({ error: 'Fill in the reply' }).trim().min(1, 'Fill in the reply'),
      REVIEW_TEXT_MAX,
      'The reply must be at most 500 characters',
    ),
    'Fill in the reply',
    { lines: true },
  ),
});
