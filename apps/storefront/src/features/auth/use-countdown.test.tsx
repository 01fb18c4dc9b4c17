import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownPhase, RESEND_SECONDS, secondsLeft, useCountdown } from './use-countdown';

describe('send-code countdown', () => {
  it('counts whole seconds down to zero, then reads retry', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
    expect(countdownPhase(null, 0)).toBe('idle');
    expect(countdownPhase(60_000, 30_000)).toBe('counting');
    expect(countdownPhase(60_000, 60_000)).toBe('retry');
  });

  describe('the hook', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is idle, counts 60 s after start, then asks to retry; a retry starts again', () => {
      const { result } = renderHook(() => useCountdown());
      expect(result.current.phase).toBe('idle');
      act(() => result.current.start());
      expect(result.current).toMatchObject({ phase: 'counting', seconds: 60 });
      act(() => vi.advanceTimersByTime(1_000));
      expect(result.current.seconds).toBe(59);
      act(() => vi.advanceTimersByTime(58_000));
      expect(result.current).toMatchObject({ phase: 'counting', seconds: 1 });
      act(() => vi.advanceTimersByTime(1_000));
      expect(result.current).toMatchObject({ phase: 'retry', seconds: 0 });
      act(() => result.current.start());
      expect(result.current).toMatchObject({ phase: 'counting', seconds: 60 });
    });
  });
});
