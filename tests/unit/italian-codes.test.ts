import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fiscalCodeCheckChar,
  isValidCompanyFiscalCode,
  isValidPersonFiscalCode,
  isValidVatNumber,
  partitaIva,
  vatCheckDigit,
} from '@/core/validation/italian-codes';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MONTHS = 'ABCDEHLMPRST';
/** Omocodia: the letter standing for each digit 0–9. */
const OMOCODES = 'LMNPQRSTUV';
/** 1-based positions 7, 8, 10, 11, 13, 14, 15 of a codice fiscale hold digits (or their omocodic letters). */
const DIGIT_POSITIONS = new Set([6, 7, 9, 10, 12, 13, 14]);

describe('partita IVA check digit', () => {
  it.each(['00743110157', '00488410010', '00905811006', '02313821007', '01234567897'])('accepts the real-format number %s', (vat) => {
    expect(isValidVatNumber(vat)).toBe(true);
  });

  it.each(['12345678901', '00743110158', '01234567890', '0074311015', '007431101570', '0074311015a', ' 00743110157'])('refuses %j', (vat) => {
    expect(isValidVatNumber(vat)).toBe(false);
  });

  it('computes the digit of the Agenzia delle Entrate example', () => {
    expect(vatCheckDigit('0074311015')).toBe('7');
    expect(partitaIva('0123456789')).toBe('01234567897');
  });

  it('refuses every single-digit change of a valid number', () => {
    for (const valid of ['00743110157', '04835210156', '99999999990']) {
      for (let i = 0; i < 11; i++) {
        for (const digit of '0123456789') {
          if (digit === valid[i]) continue;
          const changed = valid.slice(0, i) + digit + valid.slice(i + 1);
          expect(isValidVatNumber(changed), changed).toBe(false);
        }
      }
    }
  });

  it('accepts a number made with its check digit and refuses any other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.integer({ min: 1, max: 9 }), (first10, shift) => {
        const vat = partitaIva(first10);
        const wrong = first10 + String((Number(vat[10]) + shift) % 10);
        return isValidVatNumber(vat) && !isValidVatNumber(wrong);
      }),
    );
  });
});

/** A person's code before its check letter, with some digits replaced by their omocodic letters. */
const first15 = fc
  .record({
    names: fc.array(fc.constantFrom(...LETTERS), { minLength: 6, maxLength: 6 }),
    year: fc.integer({ min: 0, max: 99 }),
    month: fc.constantFrom(...MONTHS),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 41, max: 71 })),
    place: fc.constantFrom(...LETTERS),
    placeNumber: fc.integer({ min: 0, max: 999 }),
    omocodic: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  })
  .map(({ names, year, month, day, place, placeNumber, omocodic }) => {
    const plain = `${names.join('')}${String(year).padStart(2, '0')}${month}${String(day).padStart(2, '0')}${place}${String(placeNumber).padStart(3, '0')}`;
    let slot = 0;
    return [...plain].map((ch, i) => (DIGIT_POSITIONS.has(i) && omocodic[slot++] ? OMOCODES[Number(ch)]! : ch)).join('');
  });

describe('codice fiscale check character', () => {
  it.each([
    'RCCMNL83S18D969H',
    'RSSMRA85T10A562S',
    'RSSMRA80A01F205X',
    // omocodic: the last digits of RSSMRA85T10A562S replaced by their letters (2 → N, 6 → R)
    'RSSMRA85T10A56NH',
    'RSSMRA85T10A5RNS',
  ])('accepts the real-format code %s', (code) => {
    expect(isValidPersonFiscalCode(code)).toBe(true);
  });

  it.each([
    ['a wrong check letter', 'RSSMRA85T10A562T'],
    ['a digit for a check letter', 'RSSMRA85T10A5620'],
    ['no check letter', 'RSSMRA85T10A562'],
    ['an unknown month letter', 'RSSMRA85Z10A562S'],
    ['a letter that is not omocodic in a digit place', 'RSSMRA8AT10A562S'],
    ['lowercase (normalizeForPattern uppercases first)', 'rssmra85t10a562s'],
  ])('refuses %s', (_, code) => {
    expect(isValidPersonFiscalCode(code)).toBe(false);
  });

  it('accepts a generated code with its check letter and refuses every other letter', () => {
    fc.assert(
      fc.property(first15, fc.integer({ min: 1, max: 25 }), (body, shift) => {
        const check = fiscalCodeCheckChar(body);
        const wrong = LETTERS[(LETTERS.indexOf(check) + shift) % 26]!;
        return isValidPersonFiscalCode(body + check) && !isValidPersonFiscalCode(body + wrong);
      }),
    );
  });

  it('refuses a generated code with one character changed and the old check letter', () => {
    fc.assert(
      fc.property(first15, fc.nat(14), fc.nat(25), (body, position, pick) => {
        const allowed = DIGIT_POSITIONS.has(position) ? `0123456789${OMOCODES}` : position === 8 ? MONTHS : LETTERS;
        const others = [...allowed].filter((ch) => ch !== body[position]);
        const changed = body.slice(0, position) + others[pick % others.length]! + body.slice(position + 1);
        return !isValidPersonFiscalCode(changed + fiscalCodeCheckChar(body));
      }),
    );
  });
});

describe("a company's fiscal code", () => {
  it('is its VAT-like number checked as a partita IVA, or a person code for sole traders', () => {
    expect(isValidCompanyFiscalCode('00743110157')).toBe(true);
    expect(isValidCompanyFiscalCode('00743110158')).toBe(false);
    expect(isValidCompanyFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCompanyFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCompanyFiscalCode('')).toBe(false);
  });
});
