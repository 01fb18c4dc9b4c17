import { hash } from '@node-rs/argon2';
import { productCollects, users } from '../schema';
import { type Executor, insertRows, reserveIds } from './bulk-insert';
import type { ProductLang } from './catalog-types';
import { avatarSvg } from './images/brand-images';
import type { ImageStore } from './images/image-store';
import type { Random } from './random';
import { REVIEWERS } from './review-text';

export const DEMO_ACCOUNTS = {
  shopper: { email: 'shopper@example.com', password: 'Shopper123!', nickname: 'Demo Shopper' },
  merchant: { email: 'merchant@example.com', password: 'Merchant123!', nickname: 'Demo Merchant' },
  admin: { email: 'admin@example.com', password: 'Admin123!', nickname: 'Mall Admin' },
} as const;

export type Reviewer = { id: number; lang: ProductLang };
export type SeededPeople = { shopperId?: number; merchantUserId?: number; adminId?: number; reviewers: Reviewer[] };

const DAY = 86_400_000;
const AVATAR_COLOURS: [string, string][] = [
  ['#f97316', '#fb7185'],
  ['#0ea5e9', '#6366f1'],
  ['#10b981', '#0ea5e9'],
  ['#a855f7', '#ec4899'],
  ['#eab308', '#f97316'],
  ['#64748b', '#0f172a'],
];

/** Hashing is the slow part of creating accounts, so it happens once, in parallel, before the transaction. */
export async function hashDemoPasswords(): Promise<Record<keyof typeof DEMO_ACCOUNTS, string>> {
  const [shopper, merchant, admin] = await Promise.all(
    [DEMO_ACCOUNTS.shopper, DEMO_ACCOUNTS.merchant, DEMO_ACCOUNTS.admin].map((a) => hash(a.password)),
  );
  return { shopper: shopper as string, merchant: merchant as string, admin: admin as string };
}

/** The three demo accounts (when wanted) and the reviewers who wrote the demo reviews. All are marked isDemo. */
export async function seedUsers(
  db: Executor,
  rng: Random,
  images: ImageStore,
  hashes: Record<keyof typeof DEMO_ACCOUNTS, string> | undefined,
  now: number,
): Promise<SeededPeople> {
  const accounts = hashes ? (['shopper', 'merchant', 'admin'] as const) : [];
  const ids = await reserveIds(db, users, accounts.length + REVIEWERS.length);
  const rows: (typeof users.$inferInsert)[] = [];
  const people: SeededPeople = { reviewers: [] };
  accounts.forEach((role, i) => {
    const account = DEMO_ACCOUNTS[role];
    const id = ids[i] as number;
    rows.push({
      id,
      email: account.email,
      countryCode: null,
      phone: null,
      passwordHash: hashes?.[role] ?? null,
      nickname: account.nickname,
      avatar: images.add(`avatar-${role}.svg`, () =>
        avatarSvg(account.nickname, AVATAR_COLOURS[i] as [string, string]),
      ),
      isAdmin: role === 'admin',
      isDemo: true,
      createdAt: new Date(now - 400 * DAY),
    });
    if (role === 'shopper') people.shopperId = id;
    if (role === 'merchant') people.merchantUserId = id;
    if (role === 'admin') people.adminId = id;
  });
  REVIEWERS.forEach((reviewer, i) => {
    const id = ids[accounts.length + i] as number;
    rows.push({
      id,
      email: null,
      countryCode: null,
      phone: null,
      passwordHash: null,
      nickname: reviewer.nickname,
      avatar: images.add(`avatar-u${i + 1}.svg`, () =>
        avatarSvg(reviewer.nickname, AVATAR_COLOURS[i % AVATAR_COLOURS.length] as [string, string]),
      ),
      isAdmin: false,
      isDemo: true,
      createdAt: new Date(now - rng.int(200, 700) * DAY),
    });
    people.reviewers.push({ id, lang: reviewer.lang });
  });
  await insertRows(db, users, rows);
  return people;
}

/** Favourite products: eight for the demo shopper, a few for some reviewers. */
export async function seedCollects(
  db: Executor,
  rng: Random,
  people: SeededPeople,
  visibleIds: number[],
  now: number,
): Promise<void> {
  const rows: (typeof productCollects.$inferInsert)[] = [];
  const collect = (userId: number, count: number) => {
    for (const productId of rng.sample(visibleIds, count))
      rows.push({ userId, productId, createdAt: new Date(now - rng.int(1, 90) * DAY) });
  };
  if (people.shopperId !== undefined) collect(people.shopperId, 8);
  for (const reviewer of people.reviewers) if (rng.chance(0.5)) collect(reviewer.id, rng.int(1, 5));
  await insertRows(db, productCollects, rows);
}
