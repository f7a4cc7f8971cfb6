// The documents a credit provider's "missing documents" decision asks for, and
// where each request stands (docs/domain.md, "Missing documents"). Pure: the
// backend stores the uploads and their reviews, the lifecycle's
// documentsAccepted fact (core/lifecycle/contract-facts.ts) reads `acceptedKinds`.

/** The kinds of document a decision may ask for; `creditDocuments` is the request of a decision that names none. */
export const DOCUMENT_KINDS = ['lastBalanceSheet', 'chamberOfCommerceExtract', 'signersIdentity', 'taxReturn', 'bankStatements', 'creditDocuments'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const GENERIC_DOCUMENT_REQUEST: DocumentKind = 'creditDocuments';

export const isDocumentKind = (value: unknown): value is DocumentKind => typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

export const DOCUMENT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a person may upload: a PDF or a photo of the paper, judged by its bytes. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A reviewer's note; a rejection needs one, so the agent knows what to send instead. */
export const REVIEW_NOTE_MAX = 1000;

/**
 * The company facts the embedded provider could not score without, and the
 * document that gives each: the balance sheet shows the company's solidity,
 * the chamber of commerce extract its size and its age.
 */
const DOCUMENT_FOR_FACT: Record<string, DocumentKind> = {
  companySolidity: 'lastBalanceSheet',
  employees: 'chamberOfCommerceExtract',
  incorporationDate: 'chamberOfCommerceExtract',
};

/** The documents that supply the missing company facts, each once, in the order of DOCUMENT_KINDS. */
export function documentsForMissingFacts(facts: readonly string[]): DocumentKind[] {
  const wanted = new Set(facts.map((fact) => DOCUMENT_FOR_FACT[fact] ?? GENERIC_DOCUMENT_REQUEST));
  return DOCUMENT_KINDS.filter((kind) => wanted.has(kind));
}

/**
 * What a "missing documents" decision asks for: the kinds it names; else, for
 * a decision recorded before kinds were named, the documents behind the
 * company facts its details list; else the generic request. Any other outcome
 * asks for nothing.
 */
export function requestedDocuments(decision: { outcome: string; documents: readonly string[]; details: unknown } | null | undefined): DocumentKind[] {
  if (decision?.outcome !== 'missingDocs') return [];
  const named = DOCUMENT_KINDS.filter((kind) => decision.documents.includes(kind));
  if (named.length > 0) return named;
  const missing = (decision.details as { missing?: unknown } | null)?.missing;
  const facts = Array.isArray(missing) ? missing.filter((m): m is string => typeof m === 'string') : [];
  return facts.length > 0 ? documentsForMissingFacts(facts) : [GENERIC_DOCUMENT_REQUEST];
}

export interface UploadedDocument {
  kind: DocumentKind;
  status: DocumentStatus;
  /** When it was uploaded: the latest upload of a kind says where the kind stands. */
  uploadedAt: Date | string;
}

/** A requested kind: nothing sent yet, waiting for review, accepted, or its latest upload rejected. */
export type RequestStanding = 'missing' | DocumentStatus;

/** Where each requested kind stands: accepted once any upload of it was accepted, else what its latest upload is. */
export function requestStandings(
  requested: readonly DocumentKind[],
  uploads: readonly UploadedDocument[],
): { kind: DocumentKind; standing: RequestStanding }[] {
  return requested.map((kind) => {
    const own = uploads.filter((u) => u.kind === kind);
    if (own.some((u) => u.status === 'accepted')) return { kind, standing: 'accepted' };
    const latest = own.reduce<UploadedDocument | null>((last, u) => (!last || new Date(u.uploadedAt) >= new Date(last.uploadedAt) ? u : last), null);
    return { kind, standing: latest?.status ?? 'missing' };
  });
}

/** The requested kinds with an accepted upload: what the lifecycle counts as supplied. */
export const acceptedKinds = (requested: readonly DocumentKind[], uploads: readonly UploadedDocument[]): DocumentKind[] =>
  requestStandings(requested, uploads)
    .filter((s) => s.standing === 'accepted')
    .map((s) => s.kind);

/** Why an upload of `kind` cannot be taken (the API's error code), or null when it can. */
export function uploadRefusal(
  kind: DocumentKind,
  requested: readonly DocumentKind[],
  uploads: readonly UploadedDocument[],
): 'document_not_requested' | 'document_already_accepted' | null {
  if (!requested.includes(kind)) return 'document_not_requested';
  return acceptedKinds(requested, uploads).includes(kind) ? 'document_already_accepted' : null;
}
