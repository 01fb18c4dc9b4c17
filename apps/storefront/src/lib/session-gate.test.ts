import { describe, expect, it } from 'vitest';
import { holdRequestsUntil, sessionChecked } from './session-gate';

describe('the session gate', () => {
  it('opens when the check answers, or fails', async () => {
    let answer = () => {};
    holdRequestsUntil(new Promise<void>((resolve) => (answer = resolve)));
    let open = false;
    void sessionChecked().then(() => (open = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(open).toBe(false);
    answer();
    await sessionChecked();
    holdRequestsUntil(Promise.reject(new Error('offline')));
    await sessionChecked();
  });

  it('does not hold the other calls for ever when the check never answers', async () => {
    holdRequestsUntil(new Promise(() => {}), 30);
    const started = Date.now();
    await sessionChecked();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
