import type { ChatReportView, Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { invalid, notFound } from '../../platform/errors';
import { shownNickname } from '../users/closed-name';
import { type ChatSide, iso, MESSAGE_COLUMNS, type MessageRow, messageView } from './views';

export const NO_MESSAGE = 'This message does not exist';
export const OWN_MESSAGE = 'You cannot report your own message';
export const NO_REPORT = 'This report does not exist';

/**
 * Reports a message to the platform: a shopper reports what a shop wrote, a shop's staff report an abusive shopper
 * through one of their messages. The message must be in the reporter's own conversation (404 otherwise); reporting
 * the same thing twice while the first report is open is accepted once.
 */
export async function reportMessage(db: Db, side: ChatSide, messageId: number, reason: string): Promise<void> {
  const { rows } = await db.execute<{ conversation_id: string; sender: string }>(sql`
    SELECT m.conversation_id, m.sender FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
    WHERE m.id = ${messageId}
      AND ${side.kind === 'shopper' ? sql`c.user_id = ${side.userId}` : sql`c.mer_id = ${side.merId}`}`);
  const message = rows[0];
  if (!message) throw notFound(NO_MESSAGE);
  const own = side.kind === 'shopper' ? message.sender === 'shopper' : message.sender !== 'shopper';
  if (own) throw invalid(OWN_MESSAGE);
  const reporterId = side.kind === 'shopper' ? side.userId : side.staffId;
  await db.execute(sql`
    INSERT INTO chat_reports (conversation_id, message_id, reporter, reporter_id, reason)
    VALUES (${message.conversation_id}, ${messageId}, ${side.kind}, ${reporterId}, ${reason})
    ON CONFLICT DO NOTHING`);
}

type ReportRow = MessageRow & {
  report_id: string;
  mer_id: number;
  mer_name: string | null;
  reporter: 'shopper' | 'shop';
  reporter_name: string;
  reason: string;
  status: 'open' | 'resolved';
  resolution: string | null;
  shopper_id: number;
  shopper_name: string;
  reported_at: Date;
  total: number;
};

/** The platform's queue of reported messages (open ones first in, or the resolved ones). */
export async function listReports(
  db: Db,
  query: { status: 'open' | 'resolved'; page: number; limit: number },
  locale: Locale = 'en',
): Promise<{ list: ChatReportView[]; total: number; page: number; limit: number }> {
  const { rows, total } = await countedPage<ReportRow>(
    db,
    query,
    (window) => sql`
    SELECT r.id AS report_id, c.mer_id, mer.name AS mer_name, r.reporter, ${shownNickname('ru', locale)} AS reporter_name, r.reason,
      r.status, r.resolution, c.user_id AS shopper_id, ${shownNickname('su', locale)} AS shopper_name, r.created_at AS reported_at,
      count(*) OVER ()::int AS total, ${MESSAGE_COLUMNS}
    FROM chat_reports r
    JOIN chat_conversations c ON c.id = r.conversation_id
    JOIN chat_messages m ON m.id = r.message_id
    JOIN users ru ON ru.id = r.reporter_id
    JOIN users su ON su.id = c.user_id
    LEFT JOIN merchants mer ON mer.id = c.mer_id
    WHERE r.status = ${query.status}
    ORDER BY r.id ${query.status === 'open' ? sql`ASC` : sql`DESC`}
    ${window}`,
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.report_id),
      conversationId: Number(r.conversation_id),
      merId: r.mer_id,
      merName: r.mer_name ?? '',
      reporter: r.reporter,
      reporterName: r.reporter_name,
      reason: r.reason,
      status: r.status,
      resolution: r.resolution,
      message: messageView(r, 'shop'),
      shopper: { id: r.shopper_id, nickname: r.shopper_name },
      createTime: iso(r.reported_at) as string,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function resolveReport(db: Db, id: number, adminId: number, resolution: string): Promise<void> {
  const { rows } = await db.execute(sql`
    UPDATE chat_reports SET status = 'resolved', resolution = ${resolution}, resolved_by = ${adminId},
      resolved_at = now()
    WHERE id = ${id} AND status = 'open' RETURNING id`);
  if (!rows[0]) throw notFound(NO_REPORT);
}
