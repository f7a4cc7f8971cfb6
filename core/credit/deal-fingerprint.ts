// What a provider judged, as one comparable string (docs/domain.md, "Credit
// providers"): every credit decision stores the fingerprint of the deal it
// decided, so a refused deal goes back to the same provider only when its
// data changed. Readable on purpose (no hash): the amount in cents, the
// duration and the company facts the scoring reads.

export interface FingerprintedDeal {
  financedAmount: number;
  durationMonths: number;
  company: {
    vatNumber: string;
    companySolidity: number | null;
    employees: number | null;
    incorporationDate: string | null;
  };
}

const part = (value: string | number | null) => (value === null ? '-' : String(value));

export function dealFingerprint({ financedAmount, durationMonths, company }: FingerprintedDeal): string {
  return [
    'v1',
    `amount=${Math.round(financedAmount * 100)}`,
    `months=${durationMonths}`,
    `vat=${company.vatNumber.trim().toUpperCase()}`,
    `solidity=${part(company.companySolidity)}`,
    `employees=${part(company.employees)}`,
    `incorporated=${part(company.incorporationDate)}`,
  ].join(';');
}
