// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('reload after a failed page chunk (spec section 4)', () => {
  it('on the first page: reloads once, then not again within a minute', async () => {
    const { reloadForChunkError } = await import('./chunk-reload');
    const reload = vi.fn();
    expect(reloadForChunkError(reload)).toBe(true);
    expect(reloadForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after a route change: reloads every time, even right after a first-page reload', async () => {
    const { markNavigated, reloadForChunkError } = await import('./chunk-reload');
    const reload = vi.fn();
    expect(reloadForChunkError(reload)).toBe(true);
    markNavigated();
    expect(reloadForChunkError(reload)).toBe(true);
    expect(reloadForChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('knows a failed dynamic import from other errors', async () => {
    const { isChunkLoadError } = await import('./chunk-reload');
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
