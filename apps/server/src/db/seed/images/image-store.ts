import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Collects the demo pictures while the data is generated and writes each file once at the end. Drawing is deferred:
 * a picture used by 10,000 products is drawn and written a single time, which keeps the bulk seed fast.
 */
export class ImageStore {
  private readonly pending = new Map<string, () => string>();

  constructor(private readonly uploadsDir: string) {}

  /** Registers `file` (e.g. "logo.svg") and returns its public URL under /uploads/demo/. */
  add(file: string, draw: () => string): string {
    if (!this.pending.has(file)) this.pending.set(file, draw);
    return `/uploads/demo/${file}`;
  }

  get size(): number {
    return this.pending.size;
  }

  async writeAll(): Promise<number> {
    const dir = path.join(this.uploadsDir, 'demo');
    await fs.mkdir(dir, { recursive: true });
    const entries = [...this.pending.entries()];
    const parallel = 32;
    for (let i = 0; i < entries.length; i += parallel) {
      await Promise.all(
        entries.slice(i, i + parallel).map(([file, draw]) => fs.writeFile(path.join(dir, file), draw())),
      );
    }
    return entries.length;
  }
}
