// Customer sign-up (issue 6): always a customer of the page's agency, company
// data checked (docs/domain.md), e-mail confirmation before the first sign-in, and
// the messages for a username or e-mail already in use.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '@/backend/db/schema';
import { type SignUpBody, signUpBody as nthSignUp } from '../../support/backend/sign-up-body';
import { readError } from '../../support/backend/api-caller';
import { captureMail, setupTestApp, type TestApp } from '../../support/backend/test-app';

const { mail, sent } = captureMail('https://portal.example');
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({ mail });
});
afterAll(() => t.close());

let counter = 0;
function signUpBody(overrides: Partial<SignUpBody> = {}, company: Partial<SignUpBody['company']> = {}): SignUpBody {
  counter += 1;
  return { ...nthSignUp(counter, {}, company), ...overrides };
}

const signUp = (json: SignUpBody, agency: string | null = 'agenzia-milano', ip = `10.0.${counter}.1`) =>
  t.api.post('/api/User/new-customer', { query: { agency }, json, headers: { 'x-forwarded-for': ip } });
/** A body the route does not declare (a probe), sent raw. */
const signUpRaw = (body: unknown) => t.request('/api/User/new-customer?agency=agenzia-milano', { body, headers: { 'x-forwarded-for': `10.0.${counter}.1` } });

const confirmToken = (text: string) => /\/on-boarding\?confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('POST /api/User/new-customer', () => {
  it('creates a customer of the agency; sign-in waits for the confirmation link', async () => {
    const body = signUpBody();
    const before = sent.length;
    const response = await signUp(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: body.username, agency: { name: 'Agenzia Milano' }, emailConfirmationRequired: true });
    // The agency's administrators are told too: the e-mails are jobs, worked in no fixed order.
    const message = sent.slice(before).find((m) => m.to === body.email)!;
    expect(message.subject).toBe('Conferma la tua registrazione al Portale Agenzie');
    expect(message.text).toContain('Agenzia Milano');

    const early = await t.login(body.username, body.password);
    expect(early.status).toBe(403);
    expect(early.error.errors[0]!.code).toBe('email_not_confirmed');

    const token = confirmToken(message.text);
    expect((await t.api.post('/api/Account/ConfirmEmail', { json: { token } })).status).toBe(204);
    expect((await t.api.post('/api/Account/ConfirmEmail', { json: { token } })).status).toBe(400);

    const pair = await t.signIn(body.username, body.password);
    const agencies = (await t.api.get('/api/Account/Agencies', { token: pair.accessToken })).body;
    expect(agencies).toEqual([{ agency: expect.objectContaining({ name: 'Agenzia Milano' }), role: 'customer' }]);
  });

  it('cannot choose a role or an agency through the body', async () => {
    for (const extra of [{ role: 'administrator' }, { agencyId: 1 }, { agency: 'SmartCom' }]) {
      const response = await signUpRaw({ ...signUpBody(), ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(400);
    }
  });

  it('signs up with the default agency (SmartCom) without an agency, and refuses an unknown one', async () => {
    const response = await signUp(signUpBody(), null);
    expect(response.status).toBe(201);
    expect(response.body.agency.name).toBe('SmartCom');
    const unknown = await signUp(signUpBody(), 'no-such-agency');
    expect(unknown.status).toBe(404);
    expect(unknown.error.errors[0]!.code).toBe('unknown_agency');
    const agency = await t.api.get('/api/User/new-customer/agency', { query: { agency: 'nikon' } });
    expect(agency.body).toMatchObject({ name: 'Nikon', slug: 'nikon' });
  });

  it("answers 'E-mail già in utilizzo' and the username message with 409", async () => {
    const taken = await signUp(signUpBody({ username: 'agent', email: 'agent@example.com' }));
    expect(taken.status).toBe(409);
    expect(taken.error.errors).toEqual([
      { field: 'username', code: 'username_in_use', message: 'Username già in utilizzo' },
      { field: 'email', code: 'email_in_use', message: 'E-mail già in utilizzo' },
    ]);
    const byCase = await signUp(signUpBody({ email: 'AGENT@example.com' }));
    expect(byCase.error.errors.map((e) => e.code)).toEqual(['email_in_use']);
  });

  it('keeps the company typed on the account, linked to no record until the agency confirms it', async () => {
    const first = signUpBody();
    expect((await signUp(first)).status).toBe(201);
    // The same VAT number again is no error: a 409 would tell anyone which companies an agency knows.
    const second = signUpBody({}, { vatNumber: first.company.vatNumber });
    expect((await signUp(second)).status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.username, second.username));
    expect(row).toMatchObject({ companyId: null, signupCompany: expect.objectContaining({ vatNumber: first.company.vatNumber, name: second.company.name }) });
    expect(await t.db.select().from(companies).where(eq(companies.vatNumber, first.company.vatNumber))).toEqual([]);
  });

  it('checks fields by their rules and codes', async () => {
    const body = signUpBody(
      { email: 'nope', password: 'weak', confirmPassword: 'weak' },
      { vatNumber: '123', postalCode: '2012', phone: 'abc', fiscalCode: 'XYZ' },
    );
    // privacy not accepted is no body the route declares: a probe
    const response = await signUpRaw({ ...body, privacyAccepted: false });
    expect(response.status).toBe(400);
    const codes = Object.fromEntries((await readError(response)).errors.map((e) => [e.field, e.code]));
    expect(codes).toMatchObject({
      email: 'invalid_email',
      password: 'invalid_password',
      privacyAccepted: 'privacy_not_accepted',
      'company.vatNumber': 'invalid_vat_number',
      'company.postalCode': 'invalid_postal_code',
      'company.phone': 'invalid_phone',
      'company.fiscalCode': 'invalid_fiscal_code',
    });
    const differ = await signUp(signUpBody({ confirmPassword: 'Diverse2026!' }));
    expect(differ.error.errors[0]).toMatchObject({ field: 'confirmPassword', code: 'passwords_differ' });
  });

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signUp(signUpBody(), 'nikon', '192.0.2.200')).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
