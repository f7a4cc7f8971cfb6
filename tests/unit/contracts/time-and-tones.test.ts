// Time in the current status with its stall limit, status colours, page windows.
import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/ui/pagination';
import { CONTRACT_STATUS_TONES, ORDER_STATUS_TONES, PRODUCT_STATUS_TONES } from '@/lib/contracts/status-tones';
import { STALL_AFTER_DAYS, timeInStatus } from '@/lib/contracts/time-in-status';
import { CONTRACT_PRODUCT_STATUSES, CONTRACT_STATUSES, ORDER_STATUSES } from '@/core/domain/contracts';

const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

describe('time in status', () => {
  it('counts whole days, and hours on the first day', () => {
    expect(timeInStatus('sent', daysAgo(0, 5), now)).toMatchObject({ days: 0, hours: 5, stalled: false });
    expect(timeInStatus('sent', daysAgo(3, 2), now)).toMatchObject({ days: 3, stalled: false, limitDays: 14 });
  });

  it('calls a waiting status stalled from its limit on', () => {
    expect(timeInStatus('created', daysAgo(1, 23), now).stalled).toBe(false);
    expect(timeInStatus('created', daysAgo(2), now).stalled).toBe(true);
    expect(timeInStatus('error', daysAgo(1), now).stalled).toBe(true);
  });

  it('never stalls a status that lasts by nature or has ended', () => {
    for (const status of ['active', 'closed', 'finished', 'refused', 'refusedByCustomer'] as const) {
      expect(STALL_AFTER_DAYS[status]).toBeUndefined();
      expect(timeInStatus(status, daysAgo(900), now)).toMatchObject({ stalled: false, limitDays: null });
    }
  });

  it('treats a clock a little behind the server as no time at all', () => {
    expect(timeInStatus('draft', new Date(now.getTime() + 60_000), now)).toMatchObject({ days: 0, hours: 0 });
  });
});

describe('status colours', () => {
  it('gives every status a tone, refusals and errors the danger tone', () => {
    for (const s of CONTRACT_STATUSES) expect(CONTRACT_STATUS_TONES[s]).toBeTruthy();
    for (const s of CONTRACT_PRODUCT_STATUSES) expect(PRODUCT_STATUS_TONES[s]).toBeTruthy();
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_TONES[s]).toBeTruthy();
    expect([CONTRACT_STATUS_TONES.error, CONTRACT_STATUS_TONES.refused, CONTRACT_STATUS_TONES.refusedByCustomer]).toEqual(['danger', 'danger', 'danger']);
  });
});

describe('page window', () => {
  it('offers the first, the last and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
