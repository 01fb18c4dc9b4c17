import { z } from 'zod';
import { OTHER_LOCALES } from './admin';
import { CodeSchema, EmailSchema, PhoneSchema } from './auth';
import { PagingQuerySchema, STATE_FILTER } from './envelope';
import { LOCALES } from './locales';
import { OPTIONAL_BLANK_TEXT, readable } from './readable-text';
import { maxChars } from './text-length';
import { DOCUMENT_LINK_PATTERN, UPLOAD_PATH_PATTERN } from './uploads';

/**
 * Merchant application (spec sections 3 and 5). The storefront form shows the keys, translated; the server answers
 * 400 with the English text of the first failing field.
 */
export const settleMessages = {
  nameEmpty: 'Fill in the company name',
  nameLong: 'The company name must be at most 50 characters',
  realNameEmpty: 'Fill in your real name',
  realNameLong: 'The real name must be at most 30 characters',
  categoryEmpty: 'Choose a merchant category',
  typeEmpty: 'Choose a store type',
  picturesEmpty: 'Upload at least one qualification picture',
  picturesMax: 'Upload at most 10 qualification pictures',
  pictureForeign: 'Qualification pictures must be uploaded through this page',
  agreement: 'Please read and agree to the settlement agreement',
  reasonEmpty: 'Fill in the reason for the rejection',
  reasonLong: 'The reason must be at most 200 characters',
} as const;
export type SettleMessageKey = keyof typeof settleMessages;

export const SETTLE_NAME_MAX = 50;
export const SETTLE_REAL_NAME_MAX = 30;
export const QUALIFICATION_PICTURES_MAX = 10;
export const DENIAL_REASON_MAX = 200;
/**
 * What the upload call answers (modules/uploads): our own re-encoded JPEG under a server-made name; or, when an
 * application is edited, a document it already holds as its record showed it (a private link, audit AG2).
 */
export const UPLOADED_IMAGE_PATTERN = new RegExp(`${UPLOAD_PATH_PATTERN.source}|${DOCUMENT_LINK_PATTERN.source}`);

/** Merchant application `auditStatus` (API.md): 1 pending, 2 approved, 3 rejected (with `denialReason`). */
export const AUDIT_PENDING = 1;
export const AUDIT_APPROVED = 2;
export const AUDIT_REJECTED = 3;
export type AuditStatus = 1 | 2 | 3;

const s = settleMessages;
const Id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const UploadedImageSchema = z
  .string()
  .max(200, s.pictureForeign)
  .regex(UPLOADED_IMAGE_PATTERN, s.pictureForeign);

/** A shop's name, in characters as the reader counts them (text-length.ts), in each language. */
export const SHOP_NAME_MAX = 60;
/**
 * A shop's name in the storefront's other languages (decision 0056), beside its name, the fallback: each bounded as
 * the name, in characters as the reader counts them; '' or left out reads the name as written. Each must not look like
 * another shop's name in any language (the server keeps one key per shop and name, merchant_name_keys).
 */
export const ShopNamesSchema = z.partialRecord(
  z.enum(OTHER_LOCALES),
  readable(
    maxChars(z.string().trim(), SHOP_NAME_MAX, 'A translated shop name is at most 60 characters'),
    OPTIONAL_BLANK_TEXT,
  ),
);
export type ShopNames = z.infer<typeof ShopNamesSchema>;
/** Names as stored and answered: only the languages given. */
const StoredShopNamesSchema = z.partialRecord(z.enum(OTHER_LOCALES), z.string());

export const SettleApplySchema = z.strictObject({
  name: readable(
    maxChars(z.string({ error: s.nameEmpty }).trim().min(1, s.nameEmpty), SETTLE_NAME_MAX, s.nameLong),
    s.nameEmpty,
  ),
  realName: readable(
    maxChars(z.string({ error: s.realNameEmpty }).trim().min(1, s.realNameEmpty), SETTLE_REAL_NAME_MAX, s.realNameLong),
    s.realNameEmpty,
  ),
  phone: PhoneSchema,
  email: EmailSchema,
  captcha: CodeSchema,
  categoryId: Id(s.categoryEmpty),
  typeId: Id(s.typeEmpty),
  qualificationPictures: z
    .array(UploadedImageSchema, { error: s.picturesEmpty })
    .min(1, s.picturesEmpty)
    .max(QUALIFICATION_PICTURES_MAX, s.picturesMax),
  agreement: z.literal(true, { error: s.agreement }),
  /**
   * The shop's name in the other languages (decision 0056), as a change request carries them: optional, each held
   * to the same rules; they go live with the shop on approval.
   */
  names: ShopNamesSchema.optional(),
});
export type SettleApply = z.infer<typeof SettleApplySchema>;

export const SettleCaptchaSchema = z.strictObject({ email: EmailSchema });

/** An application and its audit status: the answer of submitting one, and of the platform rejecting one. */
export const SettleApplyAnswerSchema = z.object({ id: z.number().int(), auditStatus: z.number().int() });

/** One application as its applicant sees it (GET /merchant/settled/record). */
export const SettleRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The shop's name in the other languages the application carries (decision 0056); {} when none. */
  names: StoredShopNamesSchema,
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  qualificationPictures: z.array(z.string()),
  auditStatus: z.number().int(),
  /** Why it was rejected; '' unless `auditStatus` is 3. */
  denialReason: z.string(),
  /** The shop created on approval. */
  merchantId: z.number().int().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type SettleRecord = z.infer<typeof SettleRecordSchema>;

export const SettleAgreementSchema = z.object({ title: z.string(), content: z.string() });
export type SettleAgreement = z.infer<typeof SettleAgreementSchema>;

/** The platform's view adds the applicant. */
export const AdminApplicationSchema = SettleRecordSchema.extend({
  userId: z.number().int(),
  userNickname: z.string(),
  userEmail: z.string(),
  reviewedBy: z.number().int().nullable(),
  /** Raised by every edit of the applicant; approve and reject carry the version the reviewer saw. */
  version: z.number().int(),
  /**
   * The language the applicant reads the outcome in (their account's): the mail around a refusal is written in it,
   * the reason as the reviewer typed it (audit AW11), so the reviewer is told which language that is.
   */
  applicantLocale: z.enum(LOCALES),
  /**
   * The applicant's account as the reviewer must know it (audit FL2): `closed` (closing withdraws pending applications,
   * so only an older one shows it) or `disabled` by the platform; either is refused at approval.
   */
  applicantAccount: z.enum(['active', 'closed', 'disabled']),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

export const AdminApplicationQuerySchema = z.object({
  auditStatus: z.coerce.number().int().min(1).max(3).optional(),
  /** Matches the company name or the real name. */
  keywords: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Read by the applicant or the shop (mail and console): held to the readable rule (audit W2). */
const ReasonSchema = readable(
  maxChars(z.string({ error: s.reasonEmpty }).trim().min(1, s.reasonEmpty), DENIAL_REASON_MAX, s.reasonLong),
  s.reasonEmpty,
  { lines: true },
);
/** The application's version the reviewer saw (AdminApplication.version). */
const VersionSchema = z.number().int().positive().max(2_147_483_647);

/**
 * Required, unlike the other edits' versions (audit FX2): the attack on shop names approved an application blind, and
 * the applicant's look-alike name, written after the reviewer looked, went live (decision 0012).
 */
export const ApproveApplicationSchema = z.strictObject({ version: VersionSchema });

export const RejectApplicationSchema = z.strictObject({ reason: ReasonSchema, version: VersionSchema });

export const ApproveAnswerSchema = z.object({
  id: z.number().int(),
  auditStatus: z.number().int(),
  merchantId: z.number().int(),
});
export const RejectAnswerSchema = SettleApplyAnswerSchema;

const BLANK_TEXT = 'Write something that shows, or leave it empty';
/** The settlement agreement as the platform edits it: a title and a text per language (missing ones fall back). */
export const SettleAgreementEditSchema = z.strictObject({
  // Read by every applicant: held to the readable rule (audit O1); an empty text falls back to another language.
  title: z.partialRecord(z.enum(LOCALES), readable(z.string().trim().max(100), BLANK_TEXT)),
  content: z.partialRecord(z.enum(LOCALES), readable(z.string().trim().max(20_000), BLANK_TEXT, { lines: true })),
});
/** The agreement as stored: a title and a text per language. */
export const SettleAgreementTextsSchema = z.object({
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
});

/**
 * A live shop's new name and/or qualification pictures wait for the platform's review (`merchant_change_requests`):
 * pending, then approved or rejected (with a reason); a newer request of the shop replaces a pending one, and the
 * shop may withdraw a pending one (`POST /api/merchant/shop/change/withdraw`).
 */
export const SHOP_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'replaced', 'withdrawn'] as const;
export type ShopChangeStatus = (typeof SHOP_CHANGE_STATUSES)[number];

/** A change request as its shop sees it; null fields stay as they are. */
export const ShopChangeSchema = z.object({
  id: z.number().int(),
  status: z.enum(SHOP_CHANGE_STATUSES),
  name: z.string().nullable(),
  /** The name in the other languages asked for (decision 0056); null: they stay. */
  names: StoredShopNamesSchema.nullable(),
  qualificationPictures: z.array(z.string()).nullable(),
  /** Why it was rejected; '' otherwise. */
  reason: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type ShopChange = z.infer<typeof ShopChangeSchema>;

/** The platform's view adds the shop as it is now. */
export const AdminShopChangeSchema = ShopChangeSchema.extend({
  merchantId: z.number().int(),
  currentName: z.string(),
  /** The shop's live names in the other languages. */
  currentNames: StoredShopNamesSchema,
  currentQualificationPictures: z.array(z.string()),
});
export type AdminShopChange = z.infer<typeof AdminShopChangeSchema>;

export const AdminShopChangeQuerySchema = PagingQuerySchema.extend({
  status: z.enum(SHOP_CHANGE_STATUSES, { error: STATE_FILTER }).optional(),
});

export const RejectShopChangeSchema = z.strictObject({ reason: ReasonSchema });
/** The answer of approving or rejecting a change. */
export const ShopChangeReviewSchema = z.object({ id: z.number().int(), status: z.enum(SHOP_CHANGE_STATUSES) });
