import { describe, expect, it } from 'vitest';
import { parsePayload, payloadsOf } from './change-feed';
import { ReadModel } from './read-model';

const loader = (value: string, tags: string[]) => async () => ({ value, tags });

describe('ReadModel', () => {
  it('keeps a value until one of its tags is invalidated, and only those', async () => {
    const model = new ReadModel<string>({ entries: 10, bytes: 10_000 });
    await model.get('1:en', loader('one', ['p:1', 's:7']));
    await model.get('2:en', loader('two', ['p:2', 's:8']));
    expect(await model.get('1:en', loader('one again', ['p:1', 's:7']))).toBe('one');
    model.invalidate(['s:7']);
    expect(await model.get('1:en', loader('one again', ['p:1', 's:7']))).toBe('one again');
    expect(await model.get('2:en', loader('two again', ['p:2', 's:8']))).toBe('two');
  });

  it('keeps a value no later than the moment its load said it turns stale by the clock', async () => {
    const model = new ReadModel<string>({ entries: 10, bytes: 10_000 });
    const until = (value: string, ms: number | null) => async () => ({
      value,
      tags: [],
      until: ms === null ? null : Date.now() + ms,
    });
    await model.get('soon', until('before', 40));
    await model.get('never', until('kept', null));
    expect(await model.get('soon', until('again', 40))).toBe('before');
    await new Promise((done) => setTimeout(done, 60));
    expect(await model.get('soon', until('after', 40))).toBe('after');
    expect(await model.get('never', until('read again', null))).toBe('kept');
  });

  it('is bounded by entries and by bytes, least recently used out first', async () => {
    const model = new ReadModel<string>({ entries: 3, bytes: 10_000 });
    for (const k of ['a', 'b', 'c']) await model.get(k, loader(k, []));
    await model.get('a', loader('a2', []));
    await model.get('d', loader('d', []));
    expect(model.size.entries).toBe(3);
    expect(await model.get('b', loader('b2', []))).toBe('b2');
    expect(await model.get('a', loader('a3', []))).toBe('a');

    const small = new ReadModel<string>({ entries: 1000, bytes: 100 });
    for (let i = 0; i < 50; i++) await small.get(`k${i}`, loader('x'.repeat(20), [`p:${i}`]));
    expect(small.size.bytes).toBeLessThanOrEqual(100);
    expect(small.size.entries).toBeLessThanOrEqual(4);
    // A value larger than the whole budget is answered and not kept.
    expect(await small.get('big', loader('y'.repeat(500), []))).toHaveLength(500);
    expect(await small.get('big', loader('z', []))).toBe('z');
  });

  it('past a limit of ten or more, drops the least recently used down to nine tenths of it at once', async () => {
    const model = new ReadModel<string>({ entries: 100, bytes: 1_000_000 });
    for (let i = 0; i < 100; i++) await model.get(`k${i}`, loader(`v${i}`, []));
    // k0 used again: the least recently used are now k1, k2, …
    await model.get('k0', loader('k0 again', []));
    await model.get('k100', loader('v100', []));
    expect(model.size.entries).toBe(90);
    expect(await model.get('k0', loader('k0 again', []))).toBe('v0');
    for (let i = 1; i <= 11; i++) expect(await model.get(`k${i}`, loader('read again', []))).toBe('read again');
    expect(await model.get('k100', loader('read again', []))).toBe('v100');
  });

  it('shares one load between concurrent misses, and keeps nothing a change overtook', async () => {
    const model = new ReadModel<string>({ entries: 10, bytes: 10_000 });
    let release: () => void = () => undefined;
    let loads = 0;
    const slow = async () => {
      loads++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 'old', tags: ['p:1'] };
    };
    const first = model.get('1', slow);
    const second = model.get('1', slow);
    model.invalidate(['p:1']);
    release();
    expect(await first).toBe('old');
    expect(await second).toBe('old');
    expect(loads).toBe(1);
    expect(await model.get('1', loader('new', ['p:1']))).toBe('new');
  });

  it('keeps nothing with no entries allowed', async () => {
    const model = new ReadModel<string>({ entries: 0, bytes: 10_000 });
    await model.get('1', loader('a', []));
    expect(await model.get('1', loader('b', []))).toBe('b');
  });
});

describe('change feed payloads', () => {
  it('names ids in chunks under 8000 bytes, and everything past the bound', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => 1_000_000 + i);
    const payloads = payloadsOf('product', ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => parsePayload(p)?.ids ?? [])).toEqual(ids);
    expect(
      payloadsOf(
        'product',
        Array.from({ length: 30_000 }, (_, i) => i + 1),
      ),
    ).toEqual(['product']);
    expect(parsePayload('product')).toEqual({ topic: 'product', ids: null });
    expect(parsePayload('listings')).toEqual({ topic: 'listings', ids: null });
    expect(parsePayload('documents')).toEqual({ topic: 'documents', ids: null });
    expect(parsePayload('shop:3,4')).toEqual({ topic: 'shop', ids: [3, 4] });
    expect(parsePayload('nonsense:1')).toBeNull();
    expect(payloadsOf('shop', [])).toEqual([]);
  });
});
