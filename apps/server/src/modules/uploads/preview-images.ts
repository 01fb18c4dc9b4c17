import type { Readable } from 'node:stream';
import type { FileStore, StoredFile } from '../../platform/file-store';

// Link previews (Open Graph, Twitter cards: chat apps and social sites) show JPEG, PNG, GIF or WebP, never SVG, and
// the pictures the seed draws are SVG (uploads themselves are JPEG, uploads.routes.ts). A page names, for its preview,
// a JPEG of its SVG picture at the size previews use, drawn on the first ask and kept in the file store beside the
// uploads, so every process and every later ask reads the kept one. Only the seed's own folder is drawn from: nothing
// a user sent is ever rendered as SVG.

/** The size link previews are drawn at (Open Graph's 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** A picture of the seed's folder: `/uploads/demo/<name>.svg`. */
const DRAWN = /^\/uploads\/demo\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})\.svg$/;
/** Its preview's name at `/previews/demo/<name>.jpg`. */
export const PREVIEW_NAME = /^([A-Za-z0-9][A-Za-z0-9._-]{0,200})\.jpg$/;
/** The seed's pictures are a few kilobytes; anything larger in that folder is not one of them. */
const MAX_SOURCE_BYTES = 512 * 1024;

/** The address a preview names for a picture: a JPEG for a drawn SVG, the picture itself otherwise. */
export function previewImagePath(url: string): { url: string; drawn: boolean } {
  const match = DRAWN.exec(url);
  return match ? { url: `/previews/demo/${match[1]}.jpg`, drawn: true } : { url, drawn: false };
}

async function readAtMost(body: Readable, max: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of body) {
    length += (part as Buffer).length;
    if (length > max) {
      body.destroy();
      return null;
    }
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

async function draw(svg: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width = 400, height = 400 } = await sharp(svg).metadata();
  // Drawn at the density that fills the preview, not larger (an SVG's own size is at 72 dpi).
  const density = Math.min(600, Math.max(72, Math.ceil(72 * Math.max(PREVIEW_WIDTH / width, PREVIEW_HEIGHT / height))));
  return sharp(svg, { density, limitInputPixels: 40_000_000 })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/**
 * The previews of the drawn pictures: the kept one, or drawn now. One drawing at a time in a process, and one per
 * picture however many ask at once: a crawler opening thousands of pages costs at most one core's share, once per
 * picture (the seed draws about 14,000 at a million products).
 */
export class PreviewPictures {
  private readonly drawing = new Map<string, Promise<Buffer | null>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly files: FileStore) {}

  /** The kept preview of `<name>.svg`, or null when none was drawn yet. */
  kept(name: string): Promise<StoredFile | null> {
    return this.files.get(`previews/demo/${name}.jpg`);
  }

  /**
   * Draws and keeps the preview of `demo/<name>.svg`; null when there is no such picture. The picture is read before
   * its turn: a name the seed never drew is answered at once, not after every drawing queued before it.
   */
  draw(name: string): Promise<Buffer | null> {
    const running = this.drawing.get(name);
    if (running) return running;
    const next = (async () => {
      const source = await this.files.get(`demo/${name}.svg`);
      if (!source) return null;
      const svg = await readAtMost(source.body, MAX_SOURCE_BYTES);
      if (!svg) return null;
      return this.inTurn(async () => {
        const jpeg = await draw(svg);
        await this.files.put(`previews/demo/${name}.jpg`, jpeg, 'image/jpeg');
        return jpeg;
      });
    })();
    const settled = next.finally(() => this.drawing.delete(name));
    this.drawing.set(name, settled);
    return settled;
  }

  /** Runs `work` after every drawing queued before it. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}
