import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm audit` cannot reach an advisory service here (STACK.md), so the
// installed versions of the packages that guard the portal are held above the
// newest fix we know of. Raise a floor when a new advisory appears.
const FLOORS: Record<string, { floor: string; why: string }> = {
  next: { floor: '16.2.11', why: 'CVE-2026-64642 proxy bypass with Turbopack and a single locale; CVE-2026-44574/44575/45109 proxy bypasses' },
  react: { floor: '19.2.3', why: 'CVE-2025-55182 RSC remote code execution and the follow-up RSC denial-of-service fixes' },
  'react-dom': { floor: '19.2.3', why: 'released together with react' },
  hono: { floor: '4.12.21', why: 'CVE-2026-22817/22818 JWT algorithm confusion; CVE-2026-47673..47676' },
  jose: { floor: '6.0.0', why: 'the major whose verify allowlists algorithms by default' },
  'iron-session': { floor: '9.0.0', why: 'the major whose proxy cookie writes reach the same request' },
};

function installedVersion(name: string): string {
  const file = path.join(process.cwd(), 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function compareVersions(a: string, b: string): number {
  const parts = (value: string) =>
    value
      .split('-')[0]!
      .split('.')
      .map((part) => Number.parseInt(part, 10));
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

describe('security-critical packages stay above their patched floors', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('16.10.0', '16.2.11')).toBe(1);
    expect(compareVersions('4.12.21', '4.12.21')).toBe(0);
    expect(compareVersions('4.9.99', '4.12.0')).toBe(-1);
  });

  for (const [name, { floor, why }] of Object.entries(FLOORS)) {
    it(`${name} ≥ ${floor} (${why})`, () => {
      expect(compareVersions(installedVersion(name), floor), `${name} ${installedVersion(name)} is below ${floor}`).toBeGreaterThanOrEqual(0);
    });
  }
});
