import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AdminApplication, DOCUMENT_LINK_PATTERN, type SettleRecord } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken, applyWith, auth, uploadPicture } from '../../../test/settle-support';
import { privateLinkSigner } from '../../platform/private-links';
import { movePublicApplicationPictures } from './application-documents';

// Audit AG2: an applicant's licence and ID pictures are private documents. Once an application holds them they are
// served only through a short-lived link that the applicant's and the reviewers' answers carry, never cached, and
// the public upload they came from is gone.

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await adminToken(ctx.db);
});
afterAll(() => ctx?.close());

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const stored = async (id: number) => {
  const { rows } = await ctx.db.execute<{ pictures: string[] }>(
    sql`SELECT qualification_pictures AS pictures FROM merchant_applications WHERE id = ${id}`,
  );
  return rows[0]!.pictures;
};

/** An applicant with a submitted application of two pictures: the uploads, what the database keeps, their links. */
async function submitted() {
  const applicant = await newShopper(ctx.db, 'kyc');
  const uploads = [await uploadPicture(ctx.app, applicant.token), await uploadPicture(ctx.app, applicant.token)];
  const id = await applyWith(ctx.app, ctx.db, applicant.token, uploads);
  const record = await get<SettleRecord>(ctx.app, `/api/front/merchant/settled/record/${id}`, auth(applicant.token));
  expect(record.status).toBe(200);
  return { applicant, uploads, id, links: record.body.data.qualificationPictures };
}

function expectPrivateFile(res: Awaited<ReturnType<typeof fetchFile>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain('sandbox');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
}

describe("an application's pictures", () => {
  it('are kept as private documents, and the public uploads they came from are gone', async () => {
    const { uploads, id } = await submitted();
    const pictures = await stored(id);
    expect(pictures).toEqual([
      expect.stringMatching(/^\/uploads\/private\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/),
      expect.stringMatching(/^\/uploads\/private\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/),
    ]);
    for (const upload of uploads) {
      const res = await fetchFile(upload);
      expect(res.statusCode).toBe(404);
      expect(existsSync(path.join(ctx.app.config.dataDir, upload))).toBe(false);
    }
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM uploads WHERE path IN (${uploads[0]!}, ${uploads[1]!})`);
    expect(rows).toHaveLength(0);
    // Nowhere under the folder the public route serves, however a path is spelled.
    for (const picture of pictures) {
      expect(existsSync(path.join(ctx.app.config.dataDir, picture))).toBe(false);
    }
  });

  it('are served to the applicant through the links of their record, never cached', async () => {
    const { links } = await submitted();
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(DOCUMENT_LINK_PATTERN);
      expectPrivateFile(await fetchFile(link));
    }
  });

  it("are served to the platform's reviewers through the links of the review's answers", async () => {
    const { id } = await submitted();
    const detail = await get<AdminApplication>(ctx.app, `/api/admin/merchant/applications/${id}`, auth(admin));
    expect(detail.status).toBe(200);
    expect(detail.body.data.qualificationPictures).toHaveLength(2);
    for (const link of detail.body.data.qualificationPictures) expectPrivateFile(await fetchFile(link));
    const list = await get<{ list: AdminApplication[] }>(ctx.app, '/api/admin/merchant/applications', auth(admin));
    const listed = list.body.data.list.find((a) => a.id === id)!;
    for (const link of listed.qualificationPictures) expectPrivateFile(await fetchFile(link));
  });

  it('are not found without a valid link: anonymous, signed in, altered, expired or spelled otherwise', async () => {
    const { id, links } = await submitted();
    const [picture] = await stored(id);
    const other = await newShopper(ctx.db, 'curious');
    const seen = await get(ctx.app, `/api/front/merchant/settled/record/${id}`, auth(other.token));
    expect(seen.status).toBe(404);
    const link = new URL(links[0]!, 'http://mall.test');
    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const expired = (await privateLinkSigner(ctx.db, Date.now() - 2 * 3600_000))(picture!);
    const [, otherLink] = links;
    const attempts: Array<[string, Record<string, string>]> = [
      [picture!, {}],
      [picture!, auth(other.token)],
      [picture!, auth(admin)],
      [`${picture}?expires=${link.searchParams.get('expires')}&signature=${flipped}`, {}],
      [`${picture}?expires=${Number(link.searchParams.get('expires')) + 600}&signature=${signature}`, {}],
      // One picture's signature does not open another.
      [`${new URL(otherLink!, 'http://mall.test').pathname}${link.search}`, {}],
      [expired, {}],
      [picture!.replace('/private/', '/%70rivate/'), {}],
      [picture!.replace('/uploads/private/', '/uploads//private/'), {}],
      [picture!.replace('/uploads/private/', '/uploads/u/../private/'), {}],
    ];
    for (const [url, headers] of attempts) {
      const res = await fetchFile(url, headers);
      // 404, or 403 from the static files' own guard for a path spelled with `//`.
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toBe('image/jpeg');
    }
  });

  it('may be sent again, as the record shows them, by their applicant only', async () => {
    const { applicant, id, links } = await submitted();
    const before = await stored(id);
    // Another application of the applicant's (after a rejection) may reuse a document; a stranger may not.
    const stranger = await newShopper(ctx.db, 'stranger');
    await expect(applyWith(ctx.app, ctx.db, stranger.token, [links[0]!])).rejects.toThrow(
      'Qualification pictures must be uploaded through this page',
    );
    await ctx.db.execute(sql`UPDATE merchant_applications SET audit_status = 3 WHERE id = ${id}`);
    const next = await applyWith(ctx.app, ctx.db, applicant.token, [links[0]!]);
    expect(await stored(next)).toEqual([before[0]]);
    const privateRoot = path.join(ctx.app.config.dataDir, 'private-uploads');
    for (const picture of before) {
      expect(existsSync(path.join(privateRoot, picture.replace('/uploads/private/', '')))).toBe(true);
    }
  });
});

describe('applications submitted before the documents were private', () => {
  it('move at start: a private copy, the public upload gone unless a shop still shows it', async () => {
    const applicant = await newShopper(ctx.db, 'older');
    const [kept, shared] = [
      await uploadPicture(ctx.app, applicant.token),
      await uploadPicture(ctx.app, applicant.token),
    ];
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO merchant_applications
        (user_id, name, name_key, real_name, phone, email, category_id, type_id, qualification_pictures)
      SELECT ${applicant.id}, 'Older Shop', 'older shop', 'Ana Ruiz', '5551234567', 'older@example.org',
        (SELECT min(id) FROM merchant_categories), (SELECT min(id) FROM merchant_types),
        ${JSON.stringify([kept, shared, '/uploads/u/2026-01/00000000000000000000000000000000.jpg'])}::jsonb
      RETURNING id`);
    const id = rows[0]!.id;
    // A shop opened from an application before this shows that picture on its page.
    await ctx.db.execute(
      sql`UPDATE merchants SET qualification_pictures = ${JSON.stringify([shared])}::jsonb
          WHERE id = (SELECT min(id) FROM merchants)`,
    );
    const stores = { db: ctx.db, files: ctx.app.files, privateFiles: ctx.app.privateFiles };
    expect(await movePublicApplicationPictures(stores)).toBeGreaterThanOrEqual(1);
    const pictures = await stored(id);
    expect(pictures[0]).toMatch(/^\/uploads\/private\//);
    expect(pictures[1]).toMatch(/^\/uploads\/private\//);
    // A file that was already gone stays as the record had it.
    expect(pictures[2]).toBe('/uploads/u/2026-01/00000000000000000000000000000000.jpg');
    expect((await fetchFile(kept)).statusCode).toBe(404);
    expect((await fetchFile(shared)).statusCode).toBe(200);
    const record = await get<SettleRecord>(ctx.app, `/api/front/merchant/settled/record/${id}`, auth(applicant.token));
    expectPrivateFile(await fetchFile(record.body.data.qualificationPictures[0]!));
    // Run again (another process, the next start): nothing more to do.
    expect(await movePublicApplicationPictures(stores)).toBe(0);
    expect(await stored(id)).toEqual(pictures);
  });
});
