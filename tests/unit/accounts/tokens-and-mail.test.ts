// Unit tests of issue 6's token and e-mail logic: token entropy and hashing,
// links from configuration, templates in both languages with escaped HTML,
// agency slugs and the PDF sniffing of privacy uploads.
import { describe, expect, it } from 'vitest';
import { hashToken, newOneTimeToken, RESET_TTL_MS } from '@/backend/own-account/one-time-tokens';
import { portalLink } from '@/backend/mail';
import { renderEmail } from '@/backend/mail/templates';
import { looksLikePdf } from '@/backend/files/pdf-check';
import { agencySlug } from '@/backend/agencies/slugs';

describe('one-time tokens', () => {
  it('carry at least 128 random bits and are stored only as a hash', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const { token, tokenHash } = newOneTimeToken();
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(tokenHash).toBe(hashToken(token));
      expect(tokenHash).not.toContain(token);
      seen.add(token);
    }
    expect(seen.size).toBe(200);
  });

  it('a reset lasts 30 minutes', () => {
    expect(RESET_TTL_MS).toBe(30 * 60_000);
  });
});

describe('links', () => {
  it('start from the configured base, with /en for English and the token encoded', () => {
    expect(portalLink('https://portal.example', 'it', 'recovery-password', { token: 'abc_-1' })).toBe('https://portal.example/recovery-password?token=abc_-1');
    expect(portalLink('https://portal.example/base', 'en', 'on-boarding', { confirm: 'x y' })).toBe('https://portal.example/base/en/on-boarding?confirm=x+y');
  });
});

describe('e-mail templates', () => {
  const link = 'https://portal.example/recovery-password?token=T&x=<b>';

  it('write Italian and English with the link in text and HTML', () => {
    const it_ = renderEmail({ kind: 'passwordReset', locale: 'it', to: 'a@example.com', name: 'anna', link });
    const en = renderEmail({ kind: 'passwordReset', locale: 'en', to: 'a@example.com', name: 'anna', link });
    expect(it_.subject).toBe('Reimposta la password del Portale Agenzie');
    expect(en.subject).toBe('Reset your Agency Portal password');
    expect(it_.text).toContain('Gentile anna,');
    expect(en.text).toContain('Dear anna,');
    expect(it_.text).toContain(link);
    expect(it_.html).toContain('https://portal.example/recovery-password?token=T&amp;x=&lt;b&gt;');
    expect(it_.html).not.toContain('<b>');
  });

  it('escape names in HTML', () => {
    const message = renderEmail({
      kind: 'emailConfirmation',
      locale: 'it',
      to: 'a@example.com',
      name: '<script>x</script>',
      link: 'https://portal.example/on-boarding?confirm=T',
      params: { agency: 'Agenzia "Milano"', username: 'u', hours: 48 },
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.text).toContain('48 ore');
  });
});

describe('agency slugs', () => {
  it('lowercase ASCII words joined by dashes', () => {
    expect(agencySlug('Agenzia Milano')).toBe('agenzia-milano');
    expect(agencySlug('  Città & Co. ')).toBe('citta-co');
    expect(agencySlug('Nikon')).toBe('nikon');
  });
});

describe('PDF sniffing', () => {
  it('wants the %PDF- header and an %%EOF trailer, whatever the name', () => {
    const body = (text: string) => new TextEncoder().encode(text);
    expect(looksLikePdf(body(`%PDF-1.7\n${'x'.repeat(100)}\n%%EOF\n`))).toBe(true);
    expect(looksLikePdf(body(`hello ${'x'.repeat(100)} %%EOF`))).toBe(false);
    expect(looksLikePdf(body(`%PDF-1.7\n${'x'.repeat(100)}`))).toBe(false);
  });
});
