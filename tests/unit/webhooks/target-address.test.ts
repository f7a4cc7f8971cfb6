// Where a webhook may go (core/webhooks/target-address.ts): public https
// addresses only; every internal range refused, whichever way it is written.
import { describe, expect, it } from 'vitest';
import { checkTargetUrl, isBlockedAddress } from '@/core/webhooks/target-address';

const STRICT = { allowPrivate: false };

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'ff02::1',
    'not an address',
  ])('refuses %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '2a00:1450:4001:80b::200e',
  ])('lets %s through', (ip) => expect(isBlockedAddress(ip)).toBe(false));
});

describe('checkTargetUrl', () => {
  it('takes a public https URL', () => {
    expect(checkTargetUrl('https://erp.example.com/hooks?agency=2', STRICT)).toBeNull();
    expect(checkTargetUrl('https://93.184.216.34:8443/x', STRICT)).toBeNull();
  });

  it.each([
    'https://127.0.0.1/',
    'https://10.1.2.3/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:10.0.0.1]/',
    // Written another way, the parser still reads 127.0.0.1.
    'https://2130706433/',
    'https://0x7f.1/',
    'https://localhost/',
    'https://api.localhost/',
    'https://metadata.google.internal/computeMetadata/v1/',
  ])('refuses %s as private', (url) => expect(checkTargetUrl(url, STRICT)).toBe('webhook_url_private'));

  it('refuses plain http, other schemes, credentials and text that is no URL', () => {
    expect(checkTargetUrl('http://erp.example.com/', STRICT)).toBe('webhook_url_https_only');
    expect(checkTargetUrl('ftp://erp.example.com/', STRICT)).toBe('webhook_url_https_only');
    expect(checkTargetUrl('https://user:pw@erp.example.com/', STRICT)).toBe('webhook_url_invalid');
    expect(checkTargetUrl('erp.example.com/hook', STRICT)).toBe('webhook_url_invalid');
  });

  it('lets http and private addresses through with the flag, never another scheme', () => {
    const open = { allowPrivate: true };
    expect(checkTargetUrl('http://127.0.0.1:4321/hook', open)).toBeNull();
    expect(checkTargetUrl('https://10.0.0.1/hook', open)).toBeNull();
    expect(checkTargetUrl('file:///etc/passwd', open)).toBe('webhook_url_https_only');
  });
});
