// When an open deal counts as stalled: after the usual time in its status,
// never sooner than the floor (docs/domain.md, "Statistics").
import { describe, expect, it } from 'vitest';
import { STALLED_FLOOR_DAYS, STALLED_FLOOR_SECONDS, stalledThresholdSeconds } from '@/core/domain/stats';

describe('stalled threshold', () => {
  it('waits at least the floor where contracts usually move on within hours', () => {
    expect(STALLED_FLOOR_SECONDS).toBe(STALLED_FLOOR_DAYS * 86_400);
    expect(stalledThresholdSeconds(0)).toBe(STALLED_FLOOR_SECONDS);
    expect(stalledThresholdSeconds(3_600)).toBe(STALLED_FLOOR_SECONDS);
    // a one-day-old contract is not stalled, whatever the usual time
    expect(86_400).toBeLessThan(stalledThresholdSeconds(0)!);
  });

  it('keeps the usual time when it is longer than the floor', () => {
    expect(stalledThresholdSeconds(STALLED_FLOOR_SECONDS + 1)).toBe(STALLED_FLOOR_SECONDS + 1);
    expect(stalledThresholdSeconds(30 * 86_400)).toBe(30 * 86_400);
  });

  it('has no threshold when nothing is usual yet', () => {
    expect(stalledThresholdSeconds(null)).toBeNull();
  });
});
