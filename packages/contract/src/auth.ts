import { z } from 'zod';
import { IdQuerySchema } from './ids';
import { LOCALES } from './locales';
import { normalisePhone, PHONE_NUMBER, withDialCode } from './phones';
import { readable, UNSEEN } from './readable-text';
import { maxChars } from './text-length';
import { withinUtf8 } from './url-text';

/**
 * Validation of spec section 5. The same rules run in the login dialog (which shows the message keys, translated)
 * and on the server (which answers 400 with the English text).
 */
export const validationMessages = {
  emailEmpty: 'Fill in your email address',
  correctEmail: 'Fill in the correct email address',
  emptyPhone: 'Fill in your phone number',
  correctPhone: 'Fill in the correct phone number',
  emptyPassword: 'Fill in your password',
  againPassword: 'Confirm your password',
  diffPassword: 'The passwords are inconsistent',
  agreement: 'Please read and agree to the agreement',
  emptyCaptche: 'Fill in the verification code',
  correctCaptche: 'The verification code may only contain letters, digits and underscores',
  weakPassword: 'Use 8 to 64 characters with letters and digits',
  commonPassword: 'This password is too common, please choose another',
  longPassword: 'The password is too long: use at most 128 characters',
} as const;
export type ValidationKey = keyof typeof validationMessages;

/** Refusals of an account's language and of an empty profile edit (audits FX1, FX14). */
export const accountMessages = {
  locale: 'Choose one of the languages the mall speaks: en, zh-CN, fr, th, lo or es',
  emptyEdit: 'Change at least one of the user name, the picture or the language',
} as const;

/**
 * The language every message to the account is written in (API.md L207: registration and `user/edit` accept it):
 * one of the six, else a 400 naming them (audit FX1).
 */
export const AccountLocaleSchema = z.enum(LOCALES, { error: accountMessages.locale });

/** The simple {email} pattern of the spec, used everywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE_PATTERN = /^\w+$/;
/** A normalised phone (phones.ts): digits, a leading + with its dial code. */
export const PHONE_PATTERN = PHONE_NUMBER;

const m = validationMessages;

/**
 * An e-mail address as it is kept and compared (audit FN4): the characters that show nothing dropped (`UNSEEN`: a
 * zero-width space pasted with an address made a second form of it that no mail reaches), compatibility forms folded
 * (NFKC: a composed and a decomposed "é" are one letter, a fullwidth "ａ" is "a"), then lower-cased and trimmed. A
 * dotted capital "İ" (Turkish keyboards) lower-cases in JavaScript to "i" and a combining dot above (U+0307): an "i"
 * with that dot over its own dot is an "i" as read, so the dot goes, and "İnfo@" is "info@". Every address the app
 * takes goes through it (EmailSchema, a sign-in provider's address), and so do the stored ones at start-up
 * (server db/email-forms.ts).
 */
export const normaliseEmail = (email: string): string =>
  email
    .replace(UNSEEN, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/i\u0307/gu, 'i')
    .normalize('NFC')
    .trim();

/** What is still not a plausible address once normalised: a control character, or a letter's mark standing alone. */
const IMPLAUSIBLE_IN_EMAIL = /[\p{C}]|(^|[@.])\p{M}/u;
/** Whether a normalised address looks like one (the spec's pattern, and nothing `IMPLAUSIBLE_IN_EMAIL` names). */
export const isPlausibleEmail = (email: string): boolean =>
  email.length <= 254 && EMAIL_PATTERN.test(email) && !IMPLAUSIBLE_IN_EMAIL.test(email);

export const EmailSchema = z
  .string({ error: m.emailEmpty })
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, m.emailEmpty)
      .max(254, m.correctEmail)
      .refine((email) => isPlausibleEmail(email), m.correctEmail),
  );

/** A phone as people write it ("+66 81 234 5678", "081-234-5678"), normalised (phones.ts). */
export const PhoneSchema = z
  .string({ error: m.emptyPhone })
  .trim()
  .min(1, m.emptyPhone)
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, m.correctPhone));

/** A dial code with or without '+', answered with it: "+86". */
export const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'Choose a country code')
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

/** A password given to sign in: anything non-empty (rules apply when it is chosen). */
/** The longest password a sign-in takes (a new one has at most 64 characters, passwords.ts). */
export const PASSWORD_MAX = 128;
export const PasswordSchema = z
  .string({ error: m.emptyPassword })
  .min(1, m.emptyPassword)
  .max(PASSWORD_MAX, m.longPassword);

/** A code from an email or SMS: letters, digits or underscore. */
export const CodeSchema = z
  .string({ error: m.emptyCaptche })
  .trim()
  .min(1, m.emptyCaptche)
  .max(12, m.correctCaptche)
  .regex(CODE_PATTERN, m.correctCaptche);

/** Optional picture challenge, asked for after repeated failures. */
const ImageCaptcha = {
  imageKey: z.string().max(64).optional(),
  imageCode: z.string().max(10).optional(),
};

export const EmailLoginSchema = z.strictObject({ email: EmailSchema, password: PasswordSchema, ...ImageCaptcha });
export const MobilePasswordLoginSchema = z
  .strictObject({
    countryCode: CountryCodeSchema.default('+86'),
    phone: PhoneSchema,
    password: PasswordSchema,
    ...ImageCaptcha,
  })
  .transform(withDialCode);
export const MobileCodeLoginSchema = z
  .strictObject({
    countryCode: CountryCodeSchema.default('+86'),
    phone: PhoneSchema,
    captcha: CodeSchema,
    /** The console signs in existing accounts only: a number nobody uses is refused, not registered (audit CE7). */
    existingOnly: z.boolean().optional(),
  })
  .transform(withDialCode);
/** Registration's `locale` (audit FX1): the new account's language; without it, the request's. */
export const VisitorSchema = z.strictObject({
  countryCode: CountryCodeSchema.default('+86'),
  email: EmailSchema,
  phone: z.string().trim().max(20).optional().default(''),
  locale: AccountLocaleSchema.optional(),
});
export const RegisterEmailSchema = z.strictObject({
  email: EmailSchema,
  captcha: CodeSchema,
  password: z.string(),
  locale: AccountLocaleSchema.optional(),
});
export const RegisterMobileSchema = z
  .strictObject({
    countryCode: CountryCodeSchema.default('+86'),
    phone: PhoneSchema,
    captcha: CodeSchema,
    password: z.string(),
    locale: AccountLocaleSchema.optional(),
  })
  .transform(withDialCode);
export const ResetPasswordSchema = z
  .strictObject({
    email: EmailSchema,
    captcha: CodeSchema,
    newPassword: z.string({ error: m.emptyPassword }).min(1, m.emptyPassword),
    passwordAgain: z.string({ error: m.againPassword }).min(1, m.againPassword),
  })
  .refine((v) => v.newPassword === v.passwordAgain, { message: m.diffPassword, path: ['passwordAgain'] });
/**
 * The SMS code call reads form fields (urlencoded, multipart or JSON, spec section 7), which may also carry the
 * picture challenge (`imageKey`, `imageCode`): other fields are let through, not refused.
 */
export const SendCodeSchema = z
  .object({ phone: PhoneSchema, countryCode: CountryCodeSchema.default('+86') })
  .transform(withDialCode);
/** The email-code calls take the address as a bare JSON string (spec section 7); `{ email }` is accepted too. */
export const EmailCodeBodySchema = z.union([
  EmailSchema,
  z.strictObject({ email: EmailSchema }).transform((v) => v.email),
]);

/** Whether the request carries a live session (`/api/front/login/token/is/exist`). */
export const TokenExistsSchema = z.boolean();
/** A picture challenge: its key and the picture as a data URL. */
export const CaptchaImageSchema = z.object({ key: z.string(), image: z.string() });

/**
 * Present on a sign-in that merged a visitor cart when not all of it fitted (audit AV6): `leftOut` lines found no room
 * (the cart holds its line limit; they stay in the visitor cart, whose cookie is kept), `reduced` lines came over with
 * fewer units (stock, the per-item limit).
 */
export const CartMergeSchema = z.object({ leftOut: z.number().int(), reduced: z.number().int() });

export const TokenAnswerSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  isNew: z.boolean(),
  cartMerge: CartMergeSchema.optional(),
});

export const UserInfoSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  nickname: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  email: z.string(),
  scope: z.array(z.string()),
  isMerchant: z.boolean(),
  isAdmin: z.boolean(),
  isGuest: z.boolean(),
  /** False for accounts made by SMS or social sign-in: they set a password without giving a current one. */
  hasPassword: z.boolean(),
  /**
   * The language the account's mails and SMS are written in (null: none stored yet). The storefront and the console
   * store their own at start when it differs (`POST /api/front/user/locale`, audit FZ1).
   */
  locale: z.enum(LOCALES).nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const MenuItemSchema = z.object({ id: z.number().int(), name: z.string(), pc_url: z.string() });
/** The account's menu of the user centre (`/api/front/user/menu/user`). */
export const UserMenuSchema = z.object({
  routine_my_menus: z.array(MenuItemSchema),
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  isMerchant: z.boolean(),
  isAdmin: z.boolean(),
});
export type UserMenu = z.infer<typeof UserMenuSchema>;

/** A partial edit (audit FX14): each field optional, at least one given; a field left out keeps its value. */
export const UserEditSchema = z
  .strictObject({
    nickname: readable(
      maxChars(
        z.string({ error: 'User name cannot be empty' }).trim().min(1, 'User name cannot be empty'),
        32,
        'At most 32 characters',
      ),
      'User name cannot be empty',
    ).optional(),
    avatar: z
      .string()
      .max(300)
      .regex(/^(\/uploads\/[\w./-]+)?$/, 'Upload the picture first')
      .optional(),
    /** The language messages to the user are written in (notices, issue 27). */
    locale: AccountLocaleSchema.optional(),
  })
  .refine((edit) => edit.nickname !== undefined || edit.avatar !== undefined || edit.locale !== undefined, {
    error: accountMessages.emptyEdit,
  });
/**
 * An account with a password proves the current one; one without (SMS or social sign-in) proves it holds the
 * account's phone or email instead: `captcha` is the code POST /api/front/user/password/code sent there (audit AN9).
 */
export const ChangePasswordSchema = z.strictObject({
  oldPassword: z.string().max(128).default(''),
  newPassword: z.string().min(1, m.emptyPassword),
  captcha: z.string().trim().max(12).default(''),
});
/** Asks for the code that sets a first password; the picture challenge once the address sent several codes. */
export const PasswordCodeSchema = z.strictObject(ImageCaptcha);
/** Where the code went: the account's phone ("+66 812345678") or, without one, its email. */
export const PasswordCodeSentSchema = z.object({ sentTo: z.string() });

/**
 * What proves, before the account's e-mail or phone changes or the account closes, that the caller is its owner and
 * not only the holder of one of its sessions (audit AN8): the password, or for an account without one `proofCode`,
 * the code POST /api/front/user/proof/code sent to its phone or e-mail. An account with neither password nor phone
 * nor e-mail (a social sign-in only) needs a session opened in the last 10 minutes.
 */
const AccountProof = {
  password: z.string().max(128).default(''),
  proofCode: z.string().trim().max(12).default(''),
};
/** Asks for the code that proves the owner (AccountProof); the picture challenge once several codes went out. */
export const ProofCodeSchema = z.strictObject(ImageCaptcha);
/** Asks for the code that confirms a new e-mail address, sent to that address. */
export const EmailChangeCodeSchema = z.strictObject({ email: EmailSchema, ...ImageCaptcha });
/** Sets the account's e-mail: the new address, the code sent to it, and the owner's proof. */
export const EmailChangeSchema = z.strictObject({ email: EmailSchema, captcha: CodeSchema, ...AccountProof });
/** Asks for the SMS code that confirms a new phone (dial codes the shop texts only); the picture challenge always. */
export const PhoneChangeCodeSchema = z
  .strictObject({ countryCode: CountryCodeSchema, phone: PhoneSchema, ...ImageCaptcha })
  .transform(withDialCode);
/** Sets the account's phone: the new number, the SMS code sent to it, and the owner's proof. */
export const PhoneChangeSchema = z
  .strictObject({ countryCode: CountryCodeSchema, phone: PhoneSchema, captcha: CodeSchema, ...AccountProof })
  .transform(withDialCode);
/**
 * One live session of the account (its signed-in devices): when it signed in, until when it lasts, the browser and
 * system its User-Agent names ('' when unknown), and whether it is the caller's own.
 */
export const AccountSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  browser: z.string(),
  system: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionsSchema = z.array(AccountSessionSchema);
export const AccountSessionParamSchema = z.object({ id: IdQuerySchema });
/** How many sessions "sign out everywhere else" ended. */
export const SessionsEndedSchema = z.object({ ended: z.number().int() });
/** Closes the account with the owner's proof. */
export const CloseAccountSchema = z.strictObject(AccountProof);

export const QrStatusSchema = z.object({
  /** `refused`: the phone pressed Cancel (audit AN7); the code is spent. */
  status: z.enum(['waiting', 'scanned', 'confirmed', 'expired', 'refused']),
  token: z.string().optional(),
  cartMerge: CartMergeSchema.optional(),
});

// ---- sign-in by QR code ----

export const QrKeyParamSchema = z.object({
  key: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[\w-]+$/),
});
export const QrStartSchema = z.object({ key: z.string(), url: z.string(), image: z.string(), expiresIn: z.number() });
export type QrStart = z.infer<typeof QrStartSchema>;
/**
 * The scan's answer: the computer the code would sign in, as the phone shows it before confirming (audit AN3). Browser
 * and system come from its User-Agent ('' when it names none known); `requestedAt` is when it asked (ISO time).
 */
export const QrDesktopSchema = z.object({
  browser: z.string(),
  system: z.string(),
  ip: z.string(),
  requestedAt: z.string(),
});
export type QrDesktop = z.infer<typeof QrDesktopSchema>;

// ---- social sign-in (API.md section A) ----

/** `end` names the client (pc, h5); every client gets the same redirect flow. */
export const SocialStartQuerySchema = z.object({ end: z.string().max(16).optional() });
export const SocialStartSchema = z.object({ authorizationURL: z.string() });
/**
 * What the provider sends back is ASCII; bounded in bytes as well as characters, so that 2,048 Thai letters (18 KB once
 * percent-encoded) meet this 400 and not Node's 16 KB limit on a request's head (brief HB, url-text.ts).
 */
const SocialParam = withinUtf8(z.string().max(2048), 2048).optional();
/** Providers add parameters of their own (scope, authuser, prompt …); only these are read. */
export const SocialCallbackQuerySchema = z.object({
  code: SocialParam,
  state: SocialParam,
  error: SocialParam,
  iss: SocialParam,
});
/** The storefront hands on what the provider sent back to its page. */
export const SocialSignInSchema = z.strictObject({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});

// ---- linked sign-ins of the account (audit AN1) ----

export const SOCIAL_LINK_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
/** One social sign-in that opens the account: which provider, since when (ISO time). */
export const SocialLinkSchema = z.object({ provider: z.enum(SOCIAL_LINK_PROVIDERS), linkedAt: z.string() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;
export const SocialLinksSchema = z.array(SocialLinkSchema);
export const SocialLinkParamSchema = z.object({ provider: z.enum(SOCIAL_LINK_PROVIDERS) });
