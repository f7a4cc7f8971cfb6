// API keys (docs/integrations.md): what a key may be given, what it holds at
// each call, and the shape of its secret. Pure, shared by the API, the portal's
// BFF (which forwards a key-only call) and the keys page.
import { type Capability, type Holder, holds } from './capabilities';

/**
 * The capabilities a key may be given: an agency system's reads and the few
 * writes it needs. Never the management of people, agencies, settings or keys,
 * nor the back office's decisions: those stay with a person who signs in.
 */
export const API_KEY_CAPABILITIES = [
  'catalogue.read',
  'quotes.create',
  'contracts.read',
  'customers.read',
  'orders.read',
  'orders.serials.write',
  'tickets.read',
  'tickets.create',
  'stats.read',
] as const satisfies readonly Capability[];

export type ApiKeyCapability = (typeof API_KEY_CAPABILITIES)[number];

export const isApiKeyCapability = (value: string): value is ApiKeyCapability => (API_KEY_CAPABILITIES as readonly string[]).includes(value);

/** The grantable capabilities the holder has: what they may give a key they create. */
export const grantableBy = (holder: Holder): ApiKeyCapability[] => API_KEY_CAPABILITIES.filter((capability) => holds(holder, capability));

/** The capabilities asked for that the holder cannot give (an empty list: the key may be created). */
export const beyondHolder = (asked: readonly ApiKeyCapability[], holder: Holder): ApiKeyCapability[] =>
  asked.filter((capability) => !holds(holder, capability));

/**
 * What a key holds at a call: what it was given that its creator still holds
 * today. Checked at every call, so a creator who loses a right takes it from
 * their keys at once (docs/security.md, "API keys").
 */
export function keyHolds(given: readonly string[], creator: Holder, capability: Capability): boolean {
  return isApiKeyCapability(capability) && given.includes(capability) && holds(creator, capability);
}

/** `ap_live_<id>_<secret>`: the id finds the row without a scan; the secret is 32 random bytes, base64url. */
export const API_KEY_PREFIX = 'ap_live_';
const KEY_PATTERN = /^ap_live_([1-9][0-9]{0,9})_([A-Za-z0-9_-]{43})$/;

export const formatApiKey = (id: number, secret: string) => `${API_KEY_PREFIX}${id}_${secret}`;

/** The key's id and secret, or null for anything that is no key (a JWT, say). */
export function parseApiKey(token: string): { id: number; secret: string } | null {
  const match = KEY_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, secret: match[2]! } : null;
}

/** Whether a bearer token is meant as a key (the prefix), well formed or not: such a token never opens a session. */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export function apiKeyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Calls per key in a sliding minute (backend/api-keys/key-auth.ts): an agency's system, not a crawler. */
export const API_KEY_RATE = { limit: 120, windowMs: 60_000 } as const;
