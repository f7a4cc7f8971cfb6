// A real credit provider over HTTP (CREDIT_PROVIDER_URL):
//   POST {base}/evaluations        body EvaluationRequest → { outcome, score?, reason, dossierId?, details?, documents? }
//   POST {base}/dossiers/{id}/cancel                      → any 2xx
// with an optional bearer key. Only the configured host is called (no
// redirects), with a timeout and a size cap. An evaluation that fails for
// any reason is recorded as outcome 'error' so the agent can re-send it.
import { z } from 'zod';
import { DOCUMENT_KINDS } from '../../core/domain/contract-documents';
import { CREDIT_OUTCOMES } from '../../core/domain/contracts';
import { type CreditDecision, type CreditProvider, CreditProviderError, type EvaluationRequest } from './types';

const DecisionSchema = z.object({
  outcome: z.enum(CREDIT_OUTCOMES),
  score: z.number().int().min(0).max(1000).nullable().default(null),
  reason: z.string().min(1).max(500),
  dossierId: z.string().min(1).max(100).nullable().default(null),
  details: z.record(z.string(), z.unknown()).default({}),
  // The kinds of document a missingDocs decision asks for, by the portal's codes (docs/domain.md, "Missing documents").
  documents: z.array(z.enum(DOCUMENT_KINDS)).max(DOCUMENT_KINDS.length).default([]),
});

export interface HttpCreditProviderOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const MAX_BYTES = 64 * 1024;

export function httpCreditProvider({ baseUrl, apiKey, timeoutMs = 10_000, fetch: doFetch = fetch }: HttpCreditProviderOptions): CreditProvider {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function post(path: string, body: unknown): Promise<Response> {
    const url = new URL(path, base);
    try {
      return await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CreditProviderError(`${url.host}: ${(error as Error).message}`);
    }
  }

  async function readDecision(response: Response): Promise<CreditDecision> {
    if (!response.ok) throw new CreditProviderError(`answered ${response.status}`);
    const bytes = await response.arrayBuffer();
    if (bytes.byteLength > MAX_BYTES) throw new CreditProviderError(`answered ${bytes.byteLength} bytes`);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new CreditProviderError('answered no JSON');
    }
    const parsed = DecisionSchema.safeParse(json);
    if (!parsed.success) throw new CreditProviderError('answered an unexpected decision');
    return parsed.data;
  }

  return {
    kind: 'http',
    async evaluate(request: EvaluationRequest) {
      try {
        return await readDecision(await post('evaluations', request));
      } catch (error) {
        const message = error instanceof CreditProviderError ? error.message : 'unexpected failure';
        return { outcome: 'error', score: null, reason: 'provider_unavailable', dossierId: null, details: { message }, documents: [] };
      }
    },
    async cancelDossier(dossierId: string) {
      const response = await post(`dossiers/${encodeURIComponent(dossierId)}/cancel`, {});
      await response.body?.cancel();
      if (!response.ok) throw new CreditProviderError(`cancel answered ${response.status}`);
    },
  };
}
