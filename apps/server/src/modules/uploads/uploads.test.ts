import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newShopper, startTestApp, type TestContext } from '../../../test/harness';

// Audit FO6: a picture whose header declares more than the 40-megapixel limit was told "could not be read".

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid PNG header declaring `width` × `height` (1-bit grey) over a few bytes of image data. */
function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(token: string, data: Buffer, language: string) {
  const boundary = 'fo6boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/upload/image',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': language,
      ...bearer(token),
    },
  });
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

describe('a picture over the pixel limit', () => {
  it('is told it is too large, in the reader’s language; an unreadable one is still told so', async () => {
    const { token } = await newShopper(ctx.db, 'pixels');
    expect(await upload(token, declaredPng(100_000, 100_000), 'th')).toEqual({
      status: 400,
      message: 'รูปภาพมีขนาดใหญ่เกินไป: ไม่เกิน 40 ล้านพิกเซล',
    });
    expect(await upload(token, declaredPng(8001, 5000), 'lo')).toEqual({
      status: 400,
      message: 'ຮູບພາບໃຫຍ່ເກີນໄປ: ບໍ່ເກີນ 40 ລ້ານພິກເຊວ',
    });
    expect(await upload(token, declaredPng(100_000, 100_000).subarray(0, 20), 'th')).toEqual({
      status: 400,
      message: 'ไม่สามารถอ่านรูปภาพได้',
    });
  });
});
