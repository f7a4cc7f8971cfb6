// A dry run still reading after 15 minutes has lost its process: the page no
// longer follows it and the next dry run removes it. Only reading jobs age.
import { describe, expect, it } from 'vitest';
import { STALE_READING_MS, isStaleReading } from '@/core/domain/imports';

describe('stale reading jobs', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const at = (ms: number) => new Date(now - ms).toISOString();

  it('ages a reading job past the limit, not before', () => {
    expect(isStaleReading({ status: 'reading', createdAt: at(STALE_READING_MS + 1_000) }, now)).toBe(true);
    expect(isStaleReading({ status: 'reading', createdAt: at(STALE_READING_MS - 1_000) }, now)).toBe(false);
  });

  it('never ages a job in another state (an old dry run may be applied long after)', () => {
    for (const status of ['applying', 'checked', 'failed', 'committed', 'undone'] as const)
      expect(isStaleReading({ status, createdAt: at(10 * STALE_READING_MS) }, now)).toBe(false);
  });
});
