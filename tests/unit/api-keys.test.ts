// The pure rules of API keys (core/api-keys.ts): the secret's shape, what a
// key may be given and what it holds at a call, its status and its last day.
import { describe, expect, it } from 'vitest';
import { API_KEY_CAPABILITIES, apiKeyStatus, beyondHolder, formatApiKey, grantableBy, keyHolds, looksLikeApiKey, parseApiKey } from '@/core/api-keys';
import { endOfItalianDay } from '@/backend/api-keys/expiry';

const SECRET = 'A'.repeat(20) + '-_' + 'z'.repeat(21);

describe('API keys', () => {
  it('carry their id, so the row is found without a scan, and nothing else parses as one', () => {
    expect(parseApiKey(formatApiKey(42, SECRET))).toEqual({ id: 42, secret: SECRET });
    for (const token of [
      'ap_live_0_' + SECRET,
      'ap_live_42_' + SECRET + 'x',
      'ap_live_42_short',
      'ap_live_99999999999_' + SECRET,
      'eyJhbGciOi.x.y',
      'ap_test_42_' + SECRET,
    ]) {
      expect(parseApiKey(token), token).toBeNull();
    }
    expect(looksLikeApiKey('ap_live_junk')).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOi.x.y')).toBe(false);
  });

  it('are given only what keys take and the creator holds, and hold at a call only what the creator still holds', () => {
    const agencyAdmin = { role: 'agency_admin' as const };
    expect(grantableBy(agencyAdmin)).toEqual(['catalogue.read', 'quotes.create', 'contracts.read', 'customers.read']);
    expect(grantableBy({ role: 'superAdministrator' })).toEqual([...API_KEY_CAPABILITIES]);
    expect(beyondHolder(['contracts.read', 'stats.read'], agencyAdmin)).toEqual(['stats.read']);
    expect(keyHolds(['contracts.read', 'customers.read'], agencyAdmin, 'customers.read')).toBe(true);
    expect(keyHolds(['contracts.read', 'customers.read'], { role: 'customer' }, 'customers.read')).toBe(false);
    expect(keyHolds(['contracts.read'], agencyAdmin, 'customers.read')).toBe(false);
    // Never a capability keys do not take, whatever the row says.
    expect(keyHolds(['users.create'], { role: 'superAdministrator' }, 'users.create')).toBe(false);
  });

  it('are revoked, expired or active', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: now, expiresAt: new Date('2027-01-01') }, now)).toBe('revoked');
  });

  it('work through their last day, Italian time, in summer and in winter', () => {
    expect(endOfItalianDay('2026-07-31').toISOString()).toBe('2026-07-31T22:00:00.000Z');
    expect(endOfItalianDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // The night the clocks go forward (29 March 2026): midnight of the 29th is still winter time.
    expect(endOfItalianDay('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
