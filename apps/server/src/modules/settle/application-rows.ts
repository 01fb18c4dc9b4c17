import {
  type AdminApplication,
  isLocale,
  type Locale,
  type LocalizedText,
  localize,
  type SettleRecord,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';

/** A merchant application with its category, type and applicant, as both the applicant and the platform read it. */
export type ApplicationRow = {
  id: number;
  user_id: number;
  name: string;
  names: Partial<Record<string, string>>;
  real_name: string;
  phone: string;
  email: string;
  category_id: number;
  category_name: string | null;
  category_names: LocalizedText | null;
  type_id: number;
  type_name: string | null;
  type_names: LocalizedText | null;
  qualification_pictures: string[];
  audit_status: number;
  version: number;
  denial_reason: string | null;
  merchant_id: number | null;
  reviewed_by: number | null;
  created_at: string;
  updated_at: string;
  reviewed_at: string | null;
  user_nickname: string;
  user_email: string | null;
  user_locale: string | null;
  user_closed: boolean;
  user_disabled: boolean;
  total: number;
};

/** Applications matching `where` (a condition on `a`), newest first, one page. */
export async function selectApplications(db: Db, where: SQL, page = 1, limit = 20): Promise<ApplicationRow[]> {
  return (await applicationPage(db, where, page, limit)).rows;
}

/** A page of the applications matching `where`, and how many match in all. */
export async function applicationPage(db: Db, where: SQL, page: number, limit: number) {
  return countedPage<ApplicationRow>(
    db,
    { page, limit },
    (window) => sql`
    SELECT a.id, a.user_id, a.name, a.names, a.real_name, a.phone, a.email, a.category_id, c.name AS category_name,
      c.names AS category_names, a.type_id, t.name AS type_name, t.names AS type_names, a.qualification_pictures,
      a.audit_status, a.version, a.denial_reason, a.merchant_id, a.reviewed_by, a.created_at, a.updated_at, a.reviewed_at,
      u.nickname AS user_nickname, u.email AS user_email, u.locale AS user_locale,
      u.closed_at IS NOT NULL AS user_closed, u.disabled_at IS NOT NULL AS user_disabled, count(*) OVER () AS total
    FROM merchant_applications a
    JOIN users u ON u.id = a.user_id
    LEFT JOIN merchant_categories c ON c.id = a.category_id
    LEFT JOIN merchant_types t ON t.id = a.type_id
    WHERE ${where}
    ORDER BY a.updated_at DESC, a.id DESC ${window}`,
  );
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `links` shows the pictures: private documents as short-lived links (application-documents.ts), only ever in the
 * answers of the applicant and of the platform's reviewers.
 */
export function toRecord(r: ApplicationRow, locale: Locale, links: (paths: string[]) => string[]): SettleRecord {
  return {
    id: r.id,
    name: r.name,
    names: r.names,
    realName: r.real_name,
    phone: r.phone,
    email: r.email,
    categoryId: r.category_id,
    categoryName: r.category_name === null ? '' : localize({ en: r.category_name, ...r.category_names }, locale),
    typeId: r.type_id,
    typeName: r.type_name === null ? '' : localize({ en: r.type_name, ...r.type_names }, locale),
    qualificationPictures: links(r.qualification_pictures),
    auditStatus: r.audit_status,
    denialReason: r.denial_reason ?? '',
    merchantId: r.merchant_id,
    createTime: new Date(r.created_at).toISOString(),
    updateTime: new Date(r.updated_at).toISOString(),
    reviewTime: iso(r.reviewed_at),
  };
}

export function toAdminRecord(
  r: ApplicationRow,
  locale: Locale,
  links: (paths: string[]) => string[],
): AdminApplication {
  return {
    ...toRecord(r, locale, links),
    userId: r.user_id,
    userNickname: r.user_nickname,
    userEmail: r.user_email ?? '',
    reviewedBy: r.reviewed_by,
    version: r.version,
    // The account's language, English when it keeps none: the one the review's mail and notice are written in.
    applicantLocale: isLocale(r.user_locale) ? r.user_locale : 'en',
    applicantAccount: r.user_closed ? 'closed' : r.user_disabled ? 'disabled' : 'active',
  };
}

export function pageOfRows<T>(
  found: { rows: ApplicationRow[]; total: number },
  map: (r: ApplicationRow) => T,
  page: number,
  limit: number,
) {
  return { list: found.rows.map(map), total: found.total, page, limit };
}
