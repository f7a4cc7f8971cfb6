// A credit bureau over HTTP: GET {COMPANY_CREDIT_URL}/companies/{vat} with a
// bearer key, answering the record's fields as JSON (missing ones null or
// absent). Only the configured address is ever called.
import { UpstreamError, fetchJson } from '../http';
import { CompanyCreditRecordSchema, type CompanyCreditLookup } from './types';

export function remoteCompanyCredit(baseUrl: string, apiKey: string | undefined, options: { fetch?: typeof fetch } = {}): CompanyCreditLookup {
  return {
    kind: 'remote',
    async byVatNumber(vatNumber) {
      // The VAT number is 11 digits (checked by the route), so it is safe in a path.
      const url = new URL(`companies/${vatNumber}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      const body = await fetchJson(url, { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {}, fetch: options.fetch });
      if (body === null) return null;
      const parsed = CompanyCreditRecordSchema.safeParse({ vatNumber, ...(body as object) });
      if (!parsed.success || parsed.data.vatNumber !== vatNumber) throw new UpstreamError(`${url.host} answered an unexpected company record`);
      return parsed.data;
    },
  };
}
