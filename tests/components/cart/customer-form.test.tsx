import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerForm } from '@/components/cart/customer-form';
import { IPHONE, line, quote } from '../../support/fixtures/cart';
import { push } from '../../support/components/navigation-mock';
import { fakeApi, renderInCart } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const BUSINESS_TYPES = [{ id: 3, name: 'Società a responsabilità limitata (Srl)' }];
const type = (label: string, value: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: /Gestione spedizione/ }));

describe('customer info form', () => {
  it('shows every invalid field with its message and does not go on', async () => {
    fakeApi();
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote({ lines: [line(IPHONE, 1)] }));
    type('Partita IVA', '123');
    type('CAP', '2012');
    type('Email', 'not-an-email');
    next();
    expect(await screen.findByText('È necessario inserire una P.iva valida')).toBeTruthy();
    expect(screen.getByText('È necessario inserire un CAP valido')).toBeTruthy();
    expect(screen.getByText('Inserire un indirizzo email valido.')).toBeTruthy();
    // Ragione sociale, indirizzo, comune, provincia, and the signer's name, surname, role, fiscal code
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(8);
    expect(push).not.toHaveBeenCalled();
  });

  it('refuses a VAT number and fiscal codes with a wrong check character, without looking the VAT up', async () => {
    const { calls } = fakeApi();
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote({ lines: [line(IPHONE, 1)], customer: { signers: [{ fiscalCode: '' }] } }));
    // 12345678901 has the shape of a partita IVA but not its check digit (1 instead of 3)
    type('Partita IVA', '12345678901');
    type('Codice fiscale', '04835210157', 0);
    type('Codice fiscale', 'RSSMRA70A01F205Z', 1);
    next();
    expect(await screen.findByText('È necessario inserire una P.iva valida')).toBeTruthy();
    expect(screen.getAllByText('È necessario inserire un codice fiscale valido')).toHaveLength(2);
    expect(calls.filter((c) => c.url.includes('CompanyCredit'))).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps what is typed, valid or not, in the open quote, with the attempt for a reload', async () => {
    const api = fakeApi();
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote({ lines: [line(IPHONE, 1)] }));
    type('Ragione sociale', 'Rossi Forniture Srl');
    type('Partita IVA', '0483521');
    next();
    await waitFor(
      () => {
        const last = api.saved().at(-1);
        expect(last?.customer.company).toMatchObject({ name: 'Rossi Forniture Srl', vatNumber: '0483521' });
        expect(last?.customer.attempted).toBe(true);
      },
      { timeout: 3000 },
    );
  });

  it('shows the messages again after a reload when the agent had tried to go on', async () => {
    fakeApi();
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote({ customer: { attempted: true, company: { vatNumber: '123' } } }));
    expect(await screen.findByText('È necessario inserire una P.iva valida')).toBeTruthy();
    expect((screen.getByLabelText('Partita IVA') as HTMLInputElement).value).toBe('123');
  });

  it('fills the company from the VAT number and says which data were not found', async () => {
    const { calls } = fakeApi((call) =>
      call.url.includes('/CompanyCredit?vatNumber=04990010284')
        ? {
            body: {
              company: {
                vatNumber: '04990010284',
                name: 'Nuova Stamperia Veneta Srl',
                fiscalCode: '04990010284',
                pec: null,
                address: 'Via Venezia 59',
                postalCode: '35131',
                municipality: 'Padova',
                province: 'PD',
                phone: null,
                email: null,
                employees: null,
                businessTypeId: 3,
                incorporationDate: '2013-04-08',
                companySolidity: null,
              },
              missingFields: ['pec', 'phone', 'email', 'employees', 'companySolidity'],
            },
          }
        : undefined,
    );
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote({ customer: { company: { pec: 'left@from.before' } } }));
    type('Partita IVA', '04990010284');
    expect(await screen.findByText('Alcuni dati non sono stati trovati')).toBeTruthy();
    expect(screen.getByText('Completa: PEC, Telefono, Email, Numero di dipendenti.')).toBeTruthy();
    expect((screen.getByLabelText('Ragione sociale') as HTMLInputElement).value).toBe('Nuova Stamperia Veneta Srl');
    expect((screen.getAllByLabelText('Comune')[0] as HTMLInputElement).value).toBe('Padova');
    expect((screen.getByLabelText('PEC') as HTMLInputElement).value).toBe('');
    expect(calls.filter((c) => c.url.includes('CompanyCredit'))).toHaveLength(1);
  });

  it('says no data was found for an unknown VAT number', async () => {
    fakeApi((call) => (call.url.includes('/CompanyCredit') ? { status: 404, body: { errors: [{ code: 'no_data' }] } } : undefined));
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote());
    type('Partita IVA', '01234567897');
    expect(await screen.findByText('Nessun dato trovato')).toBeTruthy();
  });

  it('without company details asks for nothing more and says the contract will await approval', async () => {
    fakeApi();
    renderInCart(<CustomerForm businessTypes={BUSINESS_TYPES} />, quote({ lines: [line(IPHONE, 1)] }));
    fireEvent.click(screen.getByLabelText("Invio senza dati dell'azienda"));
    expect(await screen.findByText(/attenderà l'approvazione di un amministratore/)).toBeTruthy();
    expect(screen.queryByLabelText('Partita IVA')).toBeNull();
    next();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/cart/shipping-management'), { timeout: 3000 });
  });
});
