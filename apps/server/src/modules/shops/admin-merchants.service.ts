import {
  type AdminMerchant,
  type AdminMerchantDetail,
  fromCents,
  type Locale,
  type LocalizedText,
  localize,
  type MerchantStatus,
  type Page,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ChangeFeed } from '../../platform/change-feed';
import { conflict, notFound } from '../../platform/errors';
import { refreshShopSearchDocuments } from '../catalog/search-documents';
import { visibleProduct } from '../catalog/visibility';
import { recordNotice } from '../notices/record';
import { shopRatingSql } from '../reviews/shop-rating';
import { shopNameHolds } from './shops.service';

type MerchantRow = {
  id: number;
  name: string;
  avatar: string;
  is_self: boolean;
  status: MerchantStatus;
  type_id: number;
  type_name: string;
  type_names: LocalizedText;
  category_id: number;
  category_name: string;
  category_names: LocalizedText;
  handling_fee: string;
  product_count: number;
  on_sale_count: number;
  owner_email: string | null;
  created_at: string;
};

const merchantColumns = sql`m.id, m.name, m.avatar, m.is_self, m.status, m.type_id, t.name AS type_name,
  t.names AS type_names, m.category_id, c.name AS category_name, c.names AS category_names,
  c.handling_fee::text AS handling_fee,
  (SELECT count(*) FROM products p WHERE p.merchant_id = m.id) AS product_count,
  (SELECT count(*) FROM products p WHERE p.merchant_id = m.id AND ${visibleProduct}) AS on_sale_count,
  (SELECT u.email FROM merchant_staff s JOIN users u ON u.id = s.user_id
    WHERE s.merchant_id = m.id ORDER BY (s.role = 'owner') DESC, s.id LIMIT 1) AS owner_email,
  m.created_at`;

function toMerchant(r: MerchantRow, locale: Locale): AdminMerchant {
  return {
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    isSelf: r.is_self,
    status: r.status,
    typeId: r.type_id,
    typeName: localize({ en: r.type_name, ...r.type_names }, locale),
    categoryId: r.category_id,
    categoryName: localize({ en: r.category_name, ...r.category_names }, locale),
    handlingFee: Number(r.handling_fee).toFixed(2),
    productCount: r.product_count,
    onSaleCount: r.on_sale_count,
    ownerEmail: r.owner_email,
    createTime: new Date(r.created_at).toISOString(),
  };
}

export async function listMerchants(
  db: Db,
  locale: Locale,
  q: { keywords?: string; status?: MerchantStatus; typeId?: number; categoryId?: number; page: number; limit: number },
): Promise<Page<AdminMerchant>> {
  const where: SQL[] = [sql`TRUE`];
  if (q.keywords) where.push(shopNameHolds(q.keywords));
  if (q.status) where.push(sql`m.status = ${q.status}`);
  if (q.typeId) where.push(sql`m.type_id = ${q.typeId}`);
  if (q.categoryId) where.push(sql`m.category_id = ${q.categoryId}`);
  const { rows } = await db.execute<MerchantRow & { total: number }>(sql`
    SELECT ${merchantColumns}, count(*) OVER () AS total
    FROM merchants m JOIN merchant_types t ON t.id = m.type_id JOIN merchant_categories c ON c.id = m.category_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY m.id DESC
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const count = await db.execute<{ total: number }>(sql`
      SELECT count(*) AS total FROM merchants m WHERE ${sql.join(where, sql` AND `)}`);
    total = count.rows[0]?.total ?? 0;
  }
  return { list: rows.map((r) => toMerchant(r, locale)), total, page: q.page, limit: q.limit };
}

export async function merchantDetail(db: Db, id: number, locale: Locale): Promise<AdminMerchantDetail> {
  const { rows } = await db.execute<
    MerchantRow & {
      intro: string;
      address: string;
      phone: string;
      opening_hours: string;
      qualification_pictures: string[];
      rating: number | null;
      follower_count: number;
      order_count: number;
      sales_total: number;
      staff: { userId: number; nickname: string; email: string | null; role: string }[] | null;
      suspension_reason: string;
    }
  >(sql`
    SELECT ${merchantColumns}, m.intro, m.address, m.phone, m.opening_hours, m.qualification_pictures,
      ${shopRatingSql('m')} AS rating, m.follower_count, m.suspension_reason,
      (SELECT count(*) FROM shop_orders o WHERE o.merchant_id = m.id AND o.paid_at IS NOT NULL) AS order_count,
      -- What shoppers paid the shop, less what refunds paid back: the shop's own dashboard figure (audit AW13).
      (SELECT coalesce(sum(o.pay_amount), 0)::bigint FROM shop_orders o
        WHERE o.merchant_id = m.id AND o.paid_at IS NOT NULL)
        - (SELECT coalesce(sum(r.amount), 0)::bigint FROM refunds r
          WHERE r.merchant_id = m.id AND r.status = 'refunded') AS sales_total,
      (SELECT json_agg(json_build_object('userId', u.id, 'nickname', u.nickname, 'email', u.email, 'role', s.role)
        ORDER BY s.id) FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE s.merchant_id = m.id) AS staff
    FROM merchants m JOIN merchant_types t ON t.id = m.type_id JOIN merchant_categories c ON c.id = m.category_id
    WHERE m.id = ${id}`);
  const r = rows[0];
  if (!r) throw notFound('Shop not found');
  return {
    ...toMerchant(r, locale),
    intro: r.intro,
    address: r.address,
    phone: r.phone,
    openingHours: r.opening_hours,
    qualificationPictures: r.qualification_pictures,
    rating: r.rating,
    followerCount: r.follower_count,
    staff: (r.staff ?? []).map((s) => ({ ...s, email: s.email ?? '' })),
    orderCount: r.order_count,
    salesTotal: fromCents(Number(r.sales_total)),
    suspensionReason: r.suspension_reason,
  };
}

export const REOPENING_WITHOUT_STAFF =
  'Nobody who runs this shop can sign in: enable one of its staff or give it another owner before reopening it';

/**
 * An open shop takes payments, so it must have somebody to ship and refund: the same rule that refuses to disable
 * the last active person of an open shop (audit AW12) refuses to reopen a shop whose staff are all disabled (CE6).
 * A shop with no staff at all is run by the platform itself (the mall's own shops, the demo's), as before.
 */
async function refuseReopeningWithoutStaff(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.execute<{ staff: number; active: number }>(sql`
    SELECT count(*)::int AS staff, count(*) FILTER (WHERE u.disabled_at IS NULL)::int AS active
    FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE s.merchant_id = ${id}`);
  const { staff, active } = rows[0] ?? { staff: 0, active: 0 };
  if (Number(staff) > 0 && Number(active) === 0) throw conflict(REOPENING_WITHOUT_STAFF);
}

/**
 * Suspends or reopens a shop. A suspended shop's products leave every storefront listing, the goods detail, the
 * cart's valid items and checkout (they all read `merchants.status`), and its staff lose the merchant console. The
 * listing caches of this process are emptied at once; other processes follow within their TTL (decision 0004).
 */
export async function setMerchantStatus(
  db: Db,
  id: number,
  status: MerchantStatus,
  changes: ChangeFeed,
  reason = '',
): Promise<{ id: number; status: MerchantStatus }> {
  const from: MerchantStatus = status === 'open' ? 'suspended' : 'open';
  const rows = await db.transaction(async (tx) => {
    // The reason and the moment are the shop's to read while it is suspended (audit AW3); a reopening clears them.
    const written = await tx.execute<{ id: number }>(sql`
      UPDATE merchants SET status = ${status},
        suspension_reason = ${status === 'suspended' ? reason : ''},
        suspended_at = ${status === 'suspended' ? sql`now()` : sql`NULL`}
      WHERE id = ${id} AND status = ${from} RETURNING id`);
    // The row is locked by the update, so a disable of its staff waits and then sees the shop open (audit CE6).
    if (written.rows[0] && status === 'open') await refuseReopeningWithoutStaff(tx, id);
    // Its staff are told, in their language, why and what still works, or that it is open again.
    if (written.rows[0]) {
      await recordNotice(tx, { kind: status === 'suspended' ? 'shop_suspended' : 'shop_reopened', merchantId: id });
    }
    // The shop's products leave search (or come back) in the same transaction.
    if (written.rows[0]) await refreshShopSearchDocuments(tx, id);
    // Every goods detail of the shop answers 404 (or shows again) the moment this commits, in every process.
    if (written.rows[0]) await changes.announce(tx, 'shop', [id]);
    return written.rows;
  });
  if (!rows[0]) {
    const found = await db.execute<{ status: string }>(sql`SELECT status FROM merchants WHERE id = ${id}`);
    if (!found.rows[0]) throw notFound('Shop not found');
    throw conflict(status === 'open' ? 'This shop is already open' : 'This shop is already suspended');
  }
  await changes.announce(db, 'listings');
  return { id, status };
}
