// Every write that takes an Italian tax code refuses one without its check
// character, with the code's own error and a localized message: contract
// create and edit (company VAT and fiscal code, signers' fiscal codes), the
// customer sign-up, and the company-credit lookup (400, not 404). The demo
// data, bulk generator included, passes the same checks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkContracts } from '@/backend/demo/contracts/bulk';
import { companies, companyRegistry, contracts, signers } from '@/backend/db/schema';
import { matches } from '@/core/validation/checks';
import { type ApiResult, readError } from '../../support/backend/api-caller';
import {
  COMPANY,
  type ContractBody,
  type ContractsTestApp,
  type ErrorList,
  SIGNER,
  contractBody,
  setupContractsApp,
} from '../../support/backend/contracts-app';

// 12345678903 and RSSMRA70A01F205V are valid; each wrong one differs in its check character only
const WRONG_VAT = '12345678901';
const WRONG_PERSON_CODE = 'RSSMRA70A01F205Z';
const MESSAGES = {
  it: { invalid_vat_number: 'È necessario inserire una P.iva valida', invalid_fiscal_code: 'È necessario inserire un codice fiscale valido' },
  en: { invalid_vat_number: 'Please enter a valid VAT number', invalid_fiscal_code: 'Please enter a valid fiscal code' },
} as const;

let t: ContractsTestApp;
let milano: number;
beforeAll(async () => {
  t = await setupContractsApp();
  milano = t.agency['Agenzia Milano']!;
});
afterAll(() => t.close());

const errorsOf = async (answer: ApiResult<unknown> | Response): Promise<ErrorList['errors']> => {
  expect(answer.status).toBe(400);
  return (answer instanceof Response ? await readError(answer) : answer.error).errors;
};

/** Bodies with one wrong check character each, and the error each must answer. */
const wrongBodies = (): [Partial<ContractBody>, string, keyof (typeof MESSAGES)['it']][] => [
  [{ company: { ...COMPANY, vatNumber: WRONG_VAT } }, 'company.vatNumber', 'invalid_vat_number'],
  [{ company: { ...COMPANY, fiscalCode: WRONG_VAT } }, 'company.fiscalCode', 'invalid_fiscal_code'],
  [{ company: { ...COMPANY, fiscalCode: WRONG_PERSON_CODE } }, 'company.fiscalCode', 'invalid_fiscal_code'],
  [{ signers: [{ ...SIGNER, fiscalCode: WRONG_PERSON_CODE }] }, 'signers.0.fiscalCode', 'invalid_fiscal_code'],
  [{ signers: [SIGNER, { ...SIGNER, fiscalCode: 'vrdnna80a41f205x' }] }, 'signers.1.fiscalCode', 'invalid_fiscal_code'],
];

const create = (json: ContractBody, locale = 'it') =>
  t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json, as: 'agent', headers: { 'accept-language': locale } });

describe('contract create', () => {
  for (const [extra, field, code] of wrongBodies()) {
    it(`refuses ${field} = ${JSON.stringify(Object.values(extra)[0])} with ${code}, in Italian and English`, async () => {
      const before = (await t.db.select({ id: contracts.id }).from(contracts)).length;
      for (const locale of ['it', 'en'] as const) {
        const response = await create(contractBody(t.models.plain, extra), locale);
        expect(await errorsOf(response)).toEqual([{ field, code, message: MESSAGES[locale][code] }]);
      }
      expect(await t.db.select({ id: contracts.id }).from(contracts)).toHaveLength(before);
    });
  }

  it('takes codes with their check characters: a sole trader’s person code and an omocodic signer', async () => {
    const body = contractBody(t.models.plain, {
      company: { ...COMPANY, vatNumber: '00743110157', fiscalCode: 'rssmra85t10a562s' },
      signers: [{ ...SIGNER, fiscalCode: 'RSSMRA85T10A5RNS' }],
    });
    const response = await create(body);
    expect(response.status).toBe(201);
    const [company] = await t.db.select().from(companies).where(eq(companies.vatNumber, '00743110157'));
    expect(company!.fiscalCode).toBe('RSSMRA85T10A562S');
  });
});

describe('contract edit', () => {
  it('refuses every wrong check character and leaves the contract as it was', async () => {
    const draft = (await create(contractBody(t.models.plain, { company: undefined, signers: [] }))).body;
    const params = { agencyId: milano, contractId: draft.id };
    for (const [extra, field, code] of wrongBodies()) {
      const response = await t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}', { params, json: contractBody(t.models.plain, extra), as: 'agent' });
      expect(await errorsOf(response)).toEqual([{ field, code, message: MESSAGES.it[code] }]);
    }
    const after = (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params, as: 'agent' })).body;
    expect(after.status).toBe('draft');
    expect(after.company).toBeNull();
  });
});

describe('customer sign-up', () => {
  let counter = 0;
  const signUp = (company: { vatNumber?: string; fiscalCode?: string }, locale: 'it' | 'en' = 'it') => {
    counter += 1;
    return t.api.post('/api/User/new-customer', {
      query: { agency: 'agenzia-milano' },
      json: {
        username: `codici${counter}`,
        email: `codici${counter}@example.com`,
        password: 'Cliente2026!',
        confirmPassword: 'Cliente2026!',
        privacyAccepted: true,
        company: {
          name: `Codici ${counter} Srl`,
          vatNumber: '02313821007',
          phone: '02 1234567',
          address: 'Via Dante 1',
          postalCode: '20121',
          municipality: 'Milano',
          province: 'MI',
          ...company,
        },
      },
      headers: { 'x-forwarded-for': `10.9.${counter}.1`, 'accept-language': locale },
    });
  };

  it.each([
    [{ vatNumber: WRONG_VAT }, 'company.vatNumber', 'invalid_vat_number'],
    [{ fiscalCode: WRONG_VAT }, 'company.fiscalCode', 'invalid_fiscal_code'],
    [{ fiscalCode: WRONG_PERSON_CODE }, 'company.fiscalCode', 'invalid_fiscal_code'],
  ] as const)('refuses %j with its code and message', async (company, field, code) => {
    expect(await errorsOf(await signUp(company))).toEqual([{ field, code, message: MESSAGES.it[code] }]);
    expect(await errorsOf(await signUp(company, 'en'))).toEqual([{ field, code, message: MESSAGES.en[code] }]);
  });

  it('takes a VAT number typed with spaces and a sole trader’s code in lowercase', async () => {
    const response = await signUp({ vatNumber: '0231 3821 007', fiscalCode: 'rssmra85t10a562s' });
    expect(response.status).toBe(201);
  });
});

describe('company-credit lookup', () => {
  const lookup = (vatNumber: string, locale: 'it' | 'en' = 'it') =>
    t.api.get('/api/Agency/{agencyId}/CompanyCredit', {
      params: { agencyId: milano },
      query: { vatNumber },
      as: 'agent',
      headers: { 'accept-language': locale },
    });

  it('answers 400 invalid_vat_number, not 404, for a number without its check digit', async () => {
    expect(await errorsOf(await lookup(WRONG_VAT))).toEqual([{ field: 'vatNumber', code: 'invalid_vat_number', message: MESSAGES.it.invalid_vat_number }]);
    expect(await errorsOf(await lookup('04835210157', 'en'))).toEqual([
      { field: 'vatNumber', code: 'invalid_vat_number', message: MESSAGES.en.invalid_vat_number },
    ]);
  });

  it('answers 404 for a valid number it does not know, and finds one typed with spaces', async () => {
    expect((await lookup('12345678903')).status).toBe(404);
    const found = await lookup('04835 21015 6');
    expect(found.status).toBe(200);
    expect(found.body.company.name).toBe('Rossi Forniture Srl');
  });
});

describe('demo data', () => {
  it('has only valid VAT numbers and fiscal codes, in the registry, the companies and the signers, bulk ones included', async () => {
    await seedBulkContracts(t.db, 100, { seed: 11 });
    const registry = await t.db.select({ vat: companyRegistry.vatNumber, fiscal: companyRegistry.fiscalCode }).from(companyRegistry);
    const stored = await t.db.select({ vat: companies.vatNumber, fiscal: companies.fiscalCode }).from(companies);
    const people = await t.db.select({ fiscal: signers.fiscalCode }).from(signers);
    expect(registry.length).toBeGreaterThan(20);
    expect(stored.length).toBeGreaterThan(20);
    expect(people.length).toBeGreaterThan(20);
    expect([...registry, ...stored].filter((c) => !matches('vatNumber', c.vat))).toEqual([]);
    expect([...registry, ...stored].filter((c) => c.fiscal !== null && !matches('companyFiscalCode', c.fiscal))).toEqual([]);
    expect(people.filter((p) => !matches('fiscalCode', p.fiscal))).toEqual([]);
  });
});
