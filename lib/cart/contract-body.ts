// The body of POST /api/Agency/{agencyId}/Contracts (the contracts area's
// ContractBodySchema) from an open quote: the priced cart, the company and
// its signers (absent: a draft awaiting approval), destinations with their
// addresses, the shipping contact and address, and notes. Blank optional
// fields travel as null.
import type { z } from 'zod';
import type { ContractBodySchema } from '@/core/schemas/contracts';
import { toCart } from './cart-body';
import type { CompanyDraft, OpenQuote, SignerDraft } from './types';

/** What POST …/Contracts takes: its schema's input, so a field the schema renames, adds or retypes fails to compile here. */
export type ContractBodyInput = z.input<typeof ContractBodySchema>;
type CompanyBody = NonNullable<ContractBodyInput['company']>;
type SignerBody = NonNullable<ContractBodyInput['signers']>[number];
type ShippingBody = ContractBodyInput['shipping'];
type DestinationBody = NonNullable<ShippingBody['destinations']>[number];

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

function companyOf(company: CompanyDraft): CompanyBody {
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

function signerOf(signer: SignerDraft): SignerBody {
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

/** Blank objects travel as null: the API stores nothing for them. */
function orNullObject<T extends Record<string, string | null>>(value: T): T | null {
  return Object.values(value).some((field) => field !== null) ? value : null;
}

export function contractBody(quote: OpenQuote) {
  const cart = toCart(quote);
  const withCompany = quote.customer.withCompany;
  const { shippingContact: contact, shippingAddress: address } = quote.customer;
  return {
    ...cart,
    shipping: {
      mode: quote.shipping.mode,
      destinations:
        quote.shipping.mode === 'multipleDestinations'
          ? quote.shipping.destinations.map((d): DestinationBody => ({
              units: d.units,
              contactName: d.contactName.trim(),
              phone: orNull(d.phone),
              address: d.address.trim(),
              postalCode: d.postalCode,
              town: d.town.trim(),
              province: d.province.trim().toUpperCase(),
            }))
          : [],
      contact: orNullObject({ name: orNull(contact.name), phone: orNull(contact.phone), email: orNull(contact.email) } satisfies ShippingBody['contact']),
      address: orNullObject({
        address: orNull(address.address),
        postalCode: orNull(address.postalCode),
        town: orNull(address.town),
        province: orNull(address.province.toUpperCase()),
      } satisfies ShippingBody['address']),
    },
    company: withCompany ? companyOf(quote.customer.company) : null,
    signers: withCompany ? quote.customer.signers.map(signerOf) : [],
    notes: orNull(quote.notes),
    ...(quote.replacing ? { replacesContractId: quote.replacing.contractId } : {}),
  } satisfies ContractBodyInput;
}
