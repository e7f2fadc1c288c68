import { describe, expect, it, vi } from 'vitest';
import { clampHeight, debounce, pixelsOf } from './sizing';

describe('sizing', () => {
  it('reads pixel attributes', () => {
    expect(pixelsOf('480', 1)).toBe(480);
    expect(pixelsOf(' 480px ', 1)).toBe(480);
    expect(pixelsOf('12.5', 1)).toBe(12.5);
    expect(pixelsOf(null, 320)).toBe(320);
    for (const bad of ['', 'auto', '-5', '50%', '10em']) expect(pixelsOf(bad, 7), bad).toBe(7);
  });

  it('clamps the content height to min and max', () => {
    expect(clampHeight(500, 320, 800)).toBe(500);
    expect(clampHeight(100, 320, 800)).toBe(320);
    expect(clampHeight(1200, 320, 800)).toBe(800);
    expect(clampHeight(1200, 320, Number.POSITIVE_INFINITY)).toBe(1200);
    // A max below the min counts as the min.
    expect(clampHeight(1200, 320, 100)).toBe(320);
    expect(clampHeight(400.6, 0, 1000)).toBe(401);
  });

  it('debounces a burst of heights into the last one', () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      const report = debounce((height: number) => seen.push(height), 50);
      report(100);
      report(200);
      vi.advanceTimersByTime(49);
      report(300);
      vi.advanceTimersByTime(50);
      expect(seen).toEqual([300]);
      report(400);
      report.cancel();
      vi.advanceTimersByTime(100);
      expect(seen).toEqual([300]);
    } finally {
      vi.useRealTimers();
    }
  });
});
