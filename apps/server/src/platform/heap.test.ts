import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tuneHeap } from './heap';

const heapModule = path.join(import.meta.dirname, 'heap.ts');

// Allocates objects that live long enough to reach the old generation and then die (as a request's do under load),
// and prints the largest heap V8 reserved meanwhile, in MB.
const CHURN = `
const { tuneHeap } = await import(${JSON.stringify(heapModule)});
tuneHeap();
const kept = new Array(300000);
let peak = 0;
for (let i = 0; i < 4000000; i++) {
  kept[i % kept.length] = { i, s: 'item ' + i, a: [i, i + 1] };
  if (i % 100000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(Math.round(peak / 1048576));
`;

const peakHeapMb = (flags: string[]) =>
  Number(
    execFileSync(process.execPath, ['--import', 'tsx', ...flags, '--input-type=module', '-e', CHURN], {
      encoding: 'utf8',
    }).trim(),
  );

describe('the server heap policy (decision 0023)', () => {
  it('keeps the old generation near what it holds instead of letting garbage pile up', () => {
    const tuned = peakHeapMb([]);
    const v8Default = peakHeapMb(['--heap-growing-percent=0']);
    expect(tuned).toBeGreaterThan(20);
    expect(tuned).toBeLessThan(v8Default * 0.75);
  });

  it("leaves an operator's own choice on node's command line alone", () => {
    expect(tuneHeap(['--heap-growing-percent=30'])).toBe(false);
    expect(tuneHeap(['--enable-source-maps'])).toBe(true);
  });
});
