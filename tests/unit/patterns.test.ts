import { describe, expect, it } from 'vitest';
import { matches } from '@/core/validation/checks';
import type { PatternName } from '@/core/validation/patterns';

// each pattern with values that must pass and values that must not.
const SAMPLES: Record<PatternName, { valid: string[]; invalid: string[] }> = {
  nonEmpty: { valid: ['a', ' x '], invalid: ['', '   ', '\n\t'] },
  phone: { valid: ['+39 02 1234567', '0039-333-1234567', '(02) 123 4567', '3331234567'], invalid: ['', 'abc', '+', '12', '+39 02 12a4567'] },
  email: { valid: ['agent@example.com', 'a.b+c@sub.example.it'], invalid: ['agent', 'agent@', '@example.com', 'a b@example.com', 'agent@example'] },
  password: { valid: ['Demo2026!', 'aB3$efgh'], invalid: ['Demo2026', 'demo2026!', 'DEMO2026!', 'Demoooo!', 'Dm2!'] },
  year: { valid: ['2026', '1999'], invalid: ['26', '20266', 'abcd'] },
  postalCode: { valid: ['20121', '00100'], invalid: ['2012', '201211', '2O121'] },
  // tax codes also need their check character (tests/unit/italian-codes.test.ts)
  vatNumber: { valid: ['01234567897', '0123 456 7897'], invalid: ['0123456789', '012345678901', 'IT01234567897', '01234567890', '12345678901'] },
  italianPhone: { valid: ['021234567', '3331234567', '012345'], invalid: ['1234567', '3331', '333123456789', '+393331234567'] },
  fiscalCode: {
    valid: ['RSSMRA80A01F205X', 'rssmra80a01f205x', 'RSSMRA 80A01 F205X', 'RSSMRA85T10A5RNS'],
    invalid: ['RSSMRA80A01F205', 'RSSMR480A01F205X', '1SSMRA80A01F205X', 'RSSMRA80A01F205Y', '01234567897'],
  },
  companyFiscalCode: { valid: ['01234567897', 'RSSMRA80A01F205X', 'rssmra80a01f205x'], invalid: ['01234567890', 'RSSMRA80A01F205Y', '0123456789', ''] },
  iban: {
    valid: ['IT60X0542811101000000123456', 'it60 x054 2811 1010 0000 0123 456'],
    invalid: ['DE89370400440532013000', 'IT60X054281110100000012345', 'IT6XX0542811101000000123456'],
  },
  username: { valid: ['agent', 'mario.rossi@acme', 'a_1-b'], invalid: ['ab', '.agent', 'mario rossi', 'x'.repeat(61)] },
  ean: { valid: ['4006381333931', '73513537', '4 006381 333931'], invalid: ['4006381333932', '73513538', '400638133393', '40063813339310', 'ABCDEFGH'] },
};

describe('validation patterns', () => {
  for (const [name, { valid, invalid }] of Object.entries(SAMPLES) as [PatternName, { valid: string[]; invalid: string[] }][]) {
    it.each(valid)(`${name} accepts %j`, (value) => expect(matches(name, value)).toBe(true));
    it.each(invalid)(`${name} refuses %j`, (value) => expect(matches(name, value)).toBe(false));
  }
});
