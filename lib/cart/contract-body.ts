// The body of POST /api/Agency/{agencyId}/Contracts (the contracts area's
// ContractBodySchema) from an open quote: the priced cart, the company and
// its signers (absent: a draft awaiting approval), destinations with their
// addresses, and notes. Blank optional fields travel as null.
import { toCart } from './cart-body';
import type { CompanyDraft, OpenQuote, SignerDraft } from './types';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

function companyOf(company: CompanyDraft) {
  return {
    name: company.name.trim(),
    vatNumber: company.vatNumber,
    fiscalCode: orNull(company.fiscalCode),
    pec: orNull(company.pec),
    iban: orNull(company.iban),
    address: company.address.trim(),
    postalCode: company.postalCode,
    municipality: company.municipality.trim(),
    province: company.province.trim().toUpperCase(),
    phone: orNull(company.phone),
    email: orNull(company.email),
    employees: numberOrNull(company.employees),
    businessTypeId: numberOrNull(company.businessTypeId),
    incorporationDate: orNull(company.incorporationDate),
    companySolidity: numberOrNull(company.companySolidity),
  };
}

function signerOf(signer: SignerDraft) {
  return {
    name: signer.name.trim(),
    surname: signer.surname.trim(),
    role: signer.role.trim(),
    fiscalCode: signer.fiscalCode,
    birthDate: orNull(signer.birthDate),
    country: orNull(signer.country),
    province: orNull(signer.province.toUpperCase()),
    town: orNull(signer.town),
    documentType: orNull(signer.documentType),
    documentNumber: orNull(signer.documentNumber),
  };
}

/** Labels of the shipping contact block, in the agent's language. */
export interface ShippingNoteLabels {
  contact: string;
  address: string;
}

/**
 * The contract body has no field for the shipping contact and address of the
 * customer-info step yet: they travel in the notes, after the agent's own,
 * so the back office reads them with the contract.
 */
export function notesOf(quote: OpenQuote, labels: ShippingNoteLabels): string | null {
  const { shippingContact: contact, shippingAddress: address } = quote.customer;
  const contactText = [contact.name, contact.phone, contact.email].map((v) => v.trim()).filter(Boolean).join(', ');
  const town = [address.postalCode.trim(), address.town.trim(), address.province.trim() ? `(${address.province.trim().toUpperCase()})` : ''].filter(Boolean).join(' ');
  const addressText = [address.address.trim(), town].filter(Boolean).join(', ');
  const parts = [
    quote.notes.trim(),
    contactText ? `${labels.contact}: ${contactText}` : '',
    addressText ? `${labels.address}: ${addressText}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\n').slice(0, 2000) : null;
}

export function contractBody(quote: OpenQuote, labels: ShippingNoteLabels) {
  const cart = toCart(quote);
  const withCompany = quote.customer.withCompany;
  return {
    ...cart,
    shipping: {
      mode: quote.shipping.mode,
      destinations:
        quote.shipping.mode === 'multipleDestinations'
          ? quote.shipping.destinations.map((d) => ({
              units: d.units,
              contactName: d.contactName.trim(),
              phone: orNull(d.phone),
              address: d.address.trim(),
              postalCode: d.postalCode,
              town: d.town.trim(),
              province: d.province.trim().toUpperCase(),
            }))
          : [],
    },
    company: withCompany ? companyOf(quote.customer.company) : null,
    signers: withCompany ? quote.customer.signers.map(signerOf) : [],
    notes: notesOf(quote, labels),
  };
}

export type ContractBodyJson = ReturnType<typeof contractBody>;
