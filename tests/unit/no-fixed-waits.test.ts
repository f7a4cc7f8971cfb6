// Tests wait for what they read, never for a guessed length of time (issue #30): a fixed wait is too short on
// a loaded machine and too long everywhere else. Mail: captureMail's mailAfter (tests/support/backend/test-app.ts)
// or the outbox's waitForMail (tests/support/e2e/outbox.ts); a debounce: the test's clock
// (tests/support/components/timeouts.ts); a page: Playwright's auto-waiting assertions and expect.poll. This
// test fails on a new sleep anywhere under tests/; the few that remain are listed below, each with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What counts as a fixed wait: Playwright's sleep, a promise that a timer resolves, Node's promised timers. */
const SLEEPS: { name: string; pattern: RegExp }[] = [
  { name: 'waitForTimeout', pattern: /\bwaitForTimeout\s*\(/g },
  // setTimeout(resolve, …), setTimeout(r, …), setTimeout(() => resolve(), …): a timer whose only work is to end a wait.
  { name: 'setTimeout sleep', pattern: /\bsetTimeout\s*\(\s*(?:\(\s*\)\s*=>\s*)?(?:resolve|res|r|done|next)\s*(?:\(\s*\))?\s*,/g },
  { name: 'timers/promises', pattern: /['"](?:node:)?timers\/promises['"]/g },
];

/** The fixed waits that stay, by file, with how many and why. A new one in these files fails too. */
const ALLOWED: Record<string, { count: number; reason: string }> = {};

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

function sleepsIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return SLEEPS.flatMap(({ name, pattern }) => [...text.matchAll(pattern)].map((match) => `${name} at line ${text.slice(0, match.index).split('\n').length}`));
}

describe('fixed waits in the tests', () => {
  const files = testFiles(path.join(ROOT, 'tests')).map((file) => path.relative(ROOT, file).split(path.sep).join('/'));

  it('finds the test files (the scan looks where the tests are)', () => {
    expect(files).toContain('tests/unit/no-fixed-waits.test.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('has none outside the allow-list, and each allowed file keeps no more than its count', () => {
    const found: Record<string, string[]> = {};
    for (const file of files) {
      if (file === 'tests/unit/no-fixed-waits.test.ts') continue; // its patterns name what they look for
      const sleeps = sleepsIn(path.join(ROOT, file));
      if (sleeps.length > 0) found[file] = sleeps;
    }
    const unexplained = Object.entries(found)
      .filter(([file, sleeps]) => sleeps.length > (ALLOWED[file]?.count ?? 0))
      .map(([file, sleeps]) => `${file}: ${sleeps.join(', ')}`);
    expect(unexplained, 'wait for what the test reads (see the top of this file)').toEqual([]);
  });

  it('lists only files that still have their waits, each with a reason', () => {
    for (const [file, { count, reason }] of Object.entries(ALLOWED)) {
      expect(sleepsIn(path.join(ROOT, file)), file).toHaveLength(count);
      expect(reason.length, file).toBeGreaterThan(20);
    }
  });

  it('recognises the sleeps it is meant to catch, and leaves a timeout guard alone', () => {
    const matches = (line: string) => SLEEPS.some(({ pattern }) => new RegExp(pattern.source).test(line));
    expect(matches('await page.waitForTimeout(500);')).toBe(true);
    expect(matches('await new Promise((resolve) => setTimeout(resolve, 20));')).toBe(true);
    expect(matches('await act(() => new Promise((r) => setTimeout(r, 0)));')).toBe(true);
    expect(matches('new Promise<void>((resolve) => setTimeout(() => resolve(), 300))')).toBe(true);
    expect(matches("import { setTimeout as sleep } from 'node:timers/promises';")).toBe(true);
    // A race's deadline ends a wait early, it does not make one.
    expect(matches("setTimeout(() => resolve('no answer'), 3000);")).toBe(false);
    expect(matches('test.setTimeout(120_000);')).toBe(false);
  });
});
