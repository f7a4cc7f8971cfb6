import type { ContractDetail } from '../schemas/contracts-answers';
import { OpenQuoteSchema, type OpenQuote, type QuoteLine } from '../schemas/cart';

// 'Modifica' on a contract that may still be edited: the contract comes back into
// the cart as a quote (lines, terms, shipping, customer, notes), marked with the
// contract it edits, so that submitting it edits that contract instead of
// creating another (docs/domain.md, "Editing a contract"). An upgrade at the
// end of a contract's term starts a new quote from the same products and
// customer, marked with the contract it replaces (docs/domain.md, "End of term").

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function linesOf(items: ContractDetail['items']): QuoteLine[] {
  const products = items.filter((item) => item.kind === 'product' && item.modelId !== null);
  const under = (productId: number, kind: 'accessory' | 'service') => items.filter((item) => item.kind === kind && item.parentItemId === productId);
  return products.map((product) => ({
    modelId: product.modelId!,
    quantity: product.quantity,
    accessories: under(product.id, 'accessory')
      .filter((item) => item.accessoryId !== null)
      .map((item) => ({ accessoryId: item.accessoryId!, quantity: item.quantity })),
    services: under(product.id, 'service')
      .filter((item) => item.tier !== null)
      .map((item) => ({ tier: item.tier!, quantity: item.quantity })),
  }));
}

/** The quote that edits `contract` (or, for an upgrade, replaces it): everything the cart steps show, taken from the contract's own copy. */
export function quoteFromContract(contract: ContractDetail, purpose: 'edit' | 'upgrade' = 'edit'): OpenQuote {
  const link = { contractId: contract.id, number: contract.number };
  const company = contract.company;
  return OpenQuoteSchema.parse({
    providerCode: contract.provider.code,
    contractType: contract.contractType,
    durationMonths: contract.durationMonths,
    lines: linesOf(contract.items),
    shipping: {
      mode: contract.shippingMode,
      destinations: contract.destinations.map((d) => ({
        units: d.units,
        contactName: d.contactName,
        phone: text(d.phone),
        address: d.address,
        postalCode: d.postalCode,
        town: d.town,
        province: d.province,
      })),
      // the contract's shipping was settled when it was submitted
      visited: true,
    },
    customer: {
      withCompany: company !== null,
      company: company
        ? {
            name: company.name,
            vatNumber: company.vatNumber,
            fiscalCode: text(company.fiscalCode),
            pec: text(company.pec),
            iban: text(company.iban),
            address: text(company.address),
            postalCode: text(company.postalCode),
            municipality: text(company.municipality),
            province: text(company.province),
            phone: text(company.phone),
            email: text(company.email),
            employees: text(company.employees),
            businessTypeId: text(company.businessTypeId),
            incorporationDate: text(company.incorporationDate),
            companySolidity: text(company.companySolidity),
          }
        : {},
      signers: contract.signers.map((s) => ({
        name: s.name,
        surname: s.surname,
        role: s.role,
        fiscalCode: s.fiscalCode,
        birthDate: text(s.birthDate),
        country: text(s.country),
        province: text(s.province),
        town: text(s.town),
        documentType: text(s.documentType),
        documentNumber: text(s.documentNumber),
      })),
      shippingContact: {
        name: text(contract.shippingContact?.name),
        phone: text(contract.shippingContact?.phone),
        email: text(contract.shippingContact?.email),
      },
      shippingAddress: {
        address: text(contract.shippingAddress?.address),
        postalCode: text(contract.shippingAddress?.postalCode),
        town: text(contract.shippingAddress?.town),
        province: text(contract.shippingAddress?.province),
      },
    },
    notes: text(contract.notes),
    editing: purpose === 'edit' ? link : null,
    replacing: purpose === 'upgrade' ? link : null,
  });
}
