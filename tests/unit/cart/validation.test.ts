// The customer-info and destination forms check what the contracts API checks:
// for each value, the form and the API's own schema (CompanyInputSchema,
// SignerInputSchema, DestinationInputSchema) agree on valid or not, and on the
// error code of a pattern.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompanyInputSchema, DestinationInputSchema, ShippingAddressSchema, ShippingContactSchema, SignerInputSchema } from '@/core/schemas/contracts';
import { contractBody } from '@/lib/cart/contract-body';
import type { CompanyDraft, SignerDraft } from '@/lib/cart/types';
import { companyFormSchema, shippingAddressSchema, shippingContactSchema, signerFormSchema } from '@/lib/validation/customer-info';
import { destinationSchema } from '@/lib/validation/shipping';
import { quote } from '../../support/fixtures/cart';

const COMPANY: CompanyDraft = {
  name: 'Rossi Forniture Srl',
  vatNumber: '04835210156',
  fiscalCode: '04835210156',
  pec: 'rossi@pec.it',
  iban: 'IT60X0542811101000000123456',
  address: 'Via Vittor Pisani 16',
  postalCode: '20124',
  municipality: 'Milano',
  province: 'mi',
  phone: '02 8765432',
  email: 'info@rossi.it',
  employees: '24',
  businessTypeId: '3',
  incorporationDate: '2009-03-17',
  companySolidity: '78',
};
const SIGNER: SignerDraft = {
  name: 'Mario',
  surname: 'Rossi',
  role: 'Legale rappresentante',
  fiscalCode: 'RSSMRA70A01F205V',
  birthDate: '1970-01-01',
  country: 'Italia',
  province: 'MI',
  town: 'Milano',
  documentType: "Carta d'identità",
  documentNumber: 'CA12345AB',
};

/** What the API would receive for a company draft, through the same mapping the submit uses. */
function apiCompany(company: CompanyDraft) {
  return contractBody(quote({ customer: { company } })).company;
}
function apiSigner(signer: SignerDraft) {
  return contractBody(quote({ customer: { signers: [signer] } })).signers[0];
}

/** The form's verdict and the API's, with the code of the first problem of `field`. */
function verdicts<T>(
  form: { safeParse: (v: T) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  api: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  draft: T,
  body: unknown,
  field: string,
) {
  const f = form.safeParse(draft);
  const a = api.safeParse(body);
  const formIssue = f.error?.issues.find((i) => i.path[0] === field);
  const apiIssue = a.error?.issues.find((i) => i.path[0] === field);
  return { form: f.success, api: a.success, formCode: formIssue?.message.replace(/^errors\./, ''), apiCode: apiIssue?.message };
}

describe('customer form = contracts API rules', () => {
  it('accepts a complete company and signer, as the API does', () => {
    expect(companyFormSchema.safeParse(COMPANY).success).toBe(true);
    expect(CompanyInputSchema.safeParse(apiCompany(COMPANY)).success).toBe(true);
    expect(signerFormSchema.safeParse(SIGNER).success).toBe(true);
    expect(SignerInputSchema.safeParse(apiSigner(SIGNER)).success).toBe(true);
  });

  const patternCases: [keyof CompanyDraft, string, string][] = [
    ['vatNumber', '0483521015', 'invalid_vat_number'],
    ['vatNumber', '04835 21015 6', ''],
    ['vatNumber', '04835210157', 'invalid_vat_number'],
    ['vatNumber', '12345678901', 'invalid_vat_number'],
    ['postalCode', '2012', 'invalid_postal_code'],
    ['iban', 'IT60X05428111010000001234', 'invalid_iban'],
    ['iban', 'it60 x054 2811 1010 0000 0123 456', ''],
    ['pec', 'rossi@pec', 'invalid_email'],
    ['email', 'info at rossi.it', 'invalid_email'],
    ['phone', 'abc', 'invalid_phone'],
    ['fiscalCode', 'RSSMRA70A01F20', 'invalid_fiscal_code'],
    ['fiscalCode', 'rssmra70a01f205v', ''],
    ['fiscalCode', 'RSSMRA70A01F205Z', 'invalid_fiscal_code'],
    ['fiscalCode', '04835210157', 'invalid_fiscal_code'],
    ['fiscalCode', '', ''],
  ];
  for (const [field, value, code] of patternCases) {
    it(`company ${field} = "${value}": ${code || 'valid'} in the form and in the API`, () => {
      const draft = { ...COMPANY, [field]: value };
      const v = verdicts(companyFormSchema, CompanyInputSchema, draft, apiCompany(draft), field);
      expect(v.form).toBe(code === '');
      expect(v.api).toBe(code === '');
      if (code) {
        expect(v.formCode).toBe(code);
        expect(v.apiCode).toBe(code);
      }
    });
  }

  for (const field of ['name', 'vatNumber', 'address', 'postalCode', 'municipality', 'province'] as const) {
    it(`company ${field} is required in both`, () => {
      const draft = { ...COMPANY, [field]: '  ' };
      const v = verdicts(companyFormSchema, CompanyInputSchema, draft, apiCompany(draft), field);
      expect([v.form, v.api]).toEqual([false, false]);
      expect(v.formCode).toBe('required');
    });
  }

  for (const [value, code] of [
    ['RSSMRA70A01F205Z', 'invalid_fiscal_code'],
    ['RSSMRA70A01F2O5V', 'invalid_fiscal_code'],
    ['RSSMRA70A01F2R5V', 'invalid_fiscal_code'],
    ['RSSMRA70A01F2R5M', ''],
  ] as const) {
    it(`signer fiscalCode = "${value}": ${code || 'valid (omocodic)'} in the form and in the API`, () => {
      const draft = { ...SIGNER, fiscalCode: value };
      const v = verdicts(signerFormSchema, SignerInputSchema, draft, apiSigner(draft), 'fiscalCode');
      expect([v.form, v.api]).toEqual([code === '', code === '']);
      if (code) expect([v.formCode, v.apiCode]).toEqual([code, code]);
    });
  }

  for (const field of ['name', 'surname', 'role', 'fiscalCode'] as const) {
    it(`signer ${field} is required in both`, () => {
      const draft = { ...SIGNER, [field]: '' };
      const v = verdicts(signerFormSchema, SignerInputSchema, draft, apiSigner(draft), field);
      expect([v.form, v.api]).toEqual([false, false]);
    });
  }

  it('agrees with the API on any VAT number, postal code, fiscal code, IBAN, e-mail and phone typed (fast-check)', () => {
    const typed = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9 ]{0,14}$/), fc.stringMatching(/^[A-Za-z0-9 @.+-]{0,30}$/));
    fc.assert(
      fc.property(
        fc.constantFrom('vatNumber', 'postalCode', 'fiscalCode', 'iban', 'email', 'phone', 'pec') as fc.Arbitrary<keyof CompanyDraft>,
        typed,
        (field, value) => {
          const draft = { ...COMPANY, [field]: value };
          const v = verdicts(companyFormSchema, CompanyInputSchema, draft, apiCompany(draft), field);
          return v.form === v.api;
        },
      ),
      { numRuns: 600 },
    );
    fc.assert(
      fc.property(typed, (value) => {
        const draft = { ...SIGNER, fiscalCode: value };
        return signerFormSchema.safeParse(draft).success === SignerInputSchema.safeParse(apiSigner(draft)).success;
      }),
      { numRuns: 300 },
    );
  });

  it('checks destinations as the API does', () => {
    const destination = {
      units: 2,
      contactName: 'Anna Verdi',
      phone: '02 1234567',
      address: 'Via Roma 1',
      postalCode: '20121',
      town: 'Milano',
      province: 'MI',
    };
    const body = (d: typeof destination) => contractBody(quote({ shipping: { mode: 'multipleDestinations', destinations: [d] } })).shipping.destinations[0];
    for (const [field, value, valid] of [
      ['postalCode', '201', false],
      ['province', 'Milano', false],
      ['contactName', '', false],
      ['phone', '', true],
      ['phone', 'x', false],
      ['town', 'Sesto San Giovanni', true],
    ] as const) {
      const d = { ...destination, [field]: value };
      expect(destinationSchema.safeParse(d).success, `${field}=${value}`).toBe(valid);
      expect(DestinationInputSchema.safeParse(body(d)).success, `${field}=${value} (API)`).toBe(valid);
    }
  });

  it('checks the shipping contact and address as the API does', () => {
    const cases: [Record<string, string>, Record<string, string>, boolean][] = [
      [{ name: 'Anna', phone: '02 1234567', email: 'anna@rossi.it' }, { address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'MI' }, true],
      [{ name: '', phone: '', email: '' }, { address: '', postalCode: '', town: '', province: '' }, true],
      [{ name: 'Anna', phone: 'x', email: '' }, { address: '', postalCode: '', town: '', province: '' }, false],
      [{ name: 'Anna', phone: '', email: 'anna@' }, { address: '', postalCode: '', town: '', province: '' }, false],
      [{ name: '', phone: '', email: '' }, { address: 'Via Roma 1', postalCode: '201', town: '', province: '' }, false],
      [{ name: '', phone: '', email: '' }, { address: '', postalCode: '', town: '', province: 'Milano' }, false],
    ];
    for (const [contact, address, valid] of cases) {
      const body = contractBody(quote({ customer: { shippingContact: contact, shippingAddress: address } })).shipping;
      const form = shippingContactSchema.safeParse(contact).success && shippingAddressSchema.safeParse(address).success;
      const api = ShippingContactSchema.nullish().safeParse(body.contact).success && ShippingAddressSchema.nullish().safeParse(body.address).success;
      expect([form, api], JSON.stringify({ contact, address })).toEqual([valid, valid]);
    }
  });
});
