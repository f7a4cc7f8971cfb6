// The one sliding-window rule of the API's limits (backend/http/sliding-window.ts).
import { describe, expect, it } from 'vitest';
import { secondsUntilAllowed } from '@/backend/http/sliding-window';

const now = new Date('2026-11-27T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sliding window', () => {
  it('lets a request through while fewer than the limit are in the window', () => {
    expect(secondsUntilAllowed([ago(10), ago(20)], 3, 60_000, now)).toBe(0);
  });

  it('waits until the limit-th newest leaves the window, at least a second', () => {
    expect(secondsUntilAllowed([ago(10), ago(20), ago(50)], 3, 60_000, now)).toBe(10);
    expect(secondsUntilAllowed([ago(10), ago(20), ago(59.9)], 3, 60_000, now)).toBe(1);
    // More than the limit on record: only the limit-th newest counts.
    expect(secondsUntilAllowed([ago(1), ago(2), ago(3), ago(40)], 3, 60_000, now)).toBe(57);
  });
});
