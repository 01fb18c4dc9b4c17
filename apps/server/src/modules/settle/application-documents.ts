import { randomBytes } from 'node:crypto';
import {
  AUDIT_PENDING,
  AUDIT_REJECTED,
  PRIVATE_DOCUMENT_PATTERN,
  settleMessages,
  UPLOAD_PATH_PATTERN,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { invalid } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { linkPath, privateLinkSigner } from '../../platform/private-links';
import { assertOwnUploads } from '../uploads/upload-owners';

/**
 * An application's qualification pictures (licences, IDs) are private documents (audit AG2, decision 0046): submitting
 * moves each upload to the private store (`/uploads/private/<month>/<32 hex>.jpg`), the application keeps that address,
 * and only the applicant's and the reviewers' answers carry a short-lived signed link to it.
 */
export type DocumentStores = { db: Db; files: FileStore; privateFiles: FileStore };

const PUBLIC_PREFIX = '/uploads/';
const PRIVATE_PREFIX = '/uploads/private/';

/**
 * The pictures sent with an application, as the addresses they stand for: fresh uploads must be the applicant's own,
 * and a document (a link from one of their records) one that an application of theirs already holds.
 */
export async function checkApplicationPictures(db: Db, userId: number, urls: string[]): Promise<string[]> {
  const wanted = [...new Set(urls.map(linkPath))];
  const documents = wanted.filter((url) => PRIVATE_DOCUMENT_PATTERN.test(url));
  if (documents.length > 0) {
    const { rows } = await db.execute<{ path: string }>(sql`
      SELECT DISTINCT p.path FROM merchant_applications a, jsonb_array_elements_text(a.qualification_pictures) AS p(path)
      WHERE a.user_id = ${userId}`);
    const held = new Set(rows.map((r) => r.path));
    if (documents.some((url) => !held.has(url))) throw invalid(settleMessages.pictureForeign);
  }
  const uploads = wanted.filter((url) => !PRIVATE_DOCUMENT_PATTERN.test(url));
  await assertOwnUploads(db, uploads, { userId }, { unknown: settleMessages.pictureForeign });
  return wanted;
}

/**
 * Copies each public upload among `paths` to the private store; answers what each copied one is called there. A file
 * that is gone is refused, or with `skipMissing` left out of the answer.
 */
export async function copyToPrivate(
  stores: DocumentStores,
  paths: string[],
  options: { skipMissing?: boolean } = {},
): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  try {
    for (const path of paths) {
      if (!UPLOAD_PATH_PATTERN.test(path)) continue;
      const file = await stores.files.get(path.slice(PUBLIC_PREFIX.length));
      if (!file && options.skipMissing) continue;
      if (!file) throw invalid(settleMessages.pictureForeign);
      const bytes = await streamBytes(file.body);
      const key = `${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.jpg`;
      await stores.privateFiles.put(key, bytes, file.contentType);
      copies.set(path, `${PRIVATE_PREFIX}${key}`);
    }
  } catch (error) {
    await removeDocuments(stores, [...copies.values()]);
    throw error;
  }
  return copies;
}

async function streamBytes(body: AsyncIterable<Buffer | Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/**
 * The addresses among `paths` that no application, shop or pending shop change points at any more: an upload that
 * became a document, a document an edit dropped.
 */
async function unreferenced(db: Db, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const { rows } = await db.execute<{ path: string }>(sql`
    SELECT p.path FROM (VALUES ${sql.join(
      paths.map((path) => sql`(${path}::text)`),
      sql`, `,
    )}) AS p(path)
    WHERE NOT EXISTS (SELECT 1 FROM merchant_applications a WHERE jsonb_exists(a.qualification_pictures, p.path))
      AND NOT EXISTS (SELECT 1 FROM merchants m WHERE jsonb_exists(m.qualification_pictures, p.path))
      AND NOT EXISTS (SELECT 1 FROM merchant_change_requests r
        WHERE r.qualification_pictures IS NOT NULL AND jsonb_exists(r.qualification_pictures, p.path))`);
  return rows.map((r) => r.path);
}

/**
 * Removes the public uploads that became documents, once nothing else shows them: the file, and its upload record,
 * so that nobody can point at that address again.
 */
export async function removePublicCopies(stores: DocumentStores, paths: Iterable<string>): Promise<void> {
  for (const path of await unreferenced(stores.db, [...paths])) {
    await stores.files.delete(path.slice(PUBLIC_PREFIX.length));
    await stores.db.execute(sql`DELETE FROM uploads WHERE path = ${path}`);
  }
}

/** Removes private documents that no application holds any more (an edit dropped them, a submit failed). */
export async function removeDocuments(stores: DocumentStores, paths: Iterable<string>): Promise<void> {
  for (const path of await unreferenced(stores.db, [...paths])) {
    if (PRIVATE_DOCUMENT_PATTERN.test(path)) await stores.privateFiles.delete(path.slice(PRIVATE_PREFIX.length));
  }
}

/**
 * A closing account's applications that never opened a shop (pending or rejected) go, with the applicant's name,
 * phone, e-mail and documents (audit FL2): nobody can approve a shop for an account that no longer exists, and the
 * platform keeps no identity papers of someone who left. Runs in the closing's transaction; answers the documents
 * whose files the caller removes with removeDocuments once it has committed (a rollback keeps them). An approved
 * application stays: it is the record of a shop, and a shop's owner cannot close their account.
 */
export async function withdrawApplicationsOf(tx: Queryable, userId: number): Promise<string[]> {
  const { rows } = await tx.execute<{ pictures: string[] }>(sql`
    DELETE FROM merchant_applications
    WHERE user_id = ${userId} AND audit_status IN (${AUDIT_PENDING}, ${AUDIT_REJECTED})
    RETURNING qualification_pictures AS pictures`);
  return [...new Set(rows.flatMap((r) => r.pictures))];
}

/** Answers how a record shows its pictures: each private document as a link valid for a while, anything else as is. */
export async function documentLinks(db: Db): Promise<(paths: string[]) => string[]> {
  const sign = await privateLinkSigner(db);
  return (paths) => paths.map((path) => (PRIVATE_DOCUMENT_PATTERN.test(path) ? sign(path) : path));
}

/**
 * Start-up step (main.ts): applications submitted before their pictures became private documents get private copies
 * now, and the public uploads go once nothing else shows them (a shop opened from an application before this keeps
 * showing its pictures: its owner replaces them from the console). Safe to run in several processes at once: an
 * application is updated only while it still holds the pictures that were copied, and the loser's copies go again.
 * Answers how many applications it moved.
 */
export async function movePublicApplicationPictures(stores: DocumentStores): Promise<number> {
  const { rows } = await stores.db.execute<{ id: number; pictures: string[] }>(sql`
    SELECT id, qualification_pictures AS pictures FROM merchant_applications
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(qualification_pictures) AS p(path)
      WHERE p.path NOT LIKE ${`${PRIVATE_PREFIX}%`})
    ORDER BY id`);
  let moved = 0;
  for (const row of rows) {
    // A picture whose file is gone stays as it was (the record shows what it always showed: nothing).
    const copies = await copyToPrivate(stores, row.pictures, { skipMissing: true });
    if (copies.size === 0) continue;
    const pictures = row.pictures.map((path) => copies.get(path) ?? path);
    const { rows: updated } = await stores.db.execute(sql`
      UPDATE merchant_applications SET qualification_pictures = ${JSON.stringify(pictures)}::jsonb
      WHERE id = ${row.id} AND qualification_pictures = ${JSON.stringify(row.pictures)}::jsonb
      RETURNING id`);
    if (!updated[0]) {
      await removeDocuments(stores, copies.values());
      continue;
    }
    await removePublicCopies(stores, copies.keys());
    moved++;
  }
  return moved;
}
