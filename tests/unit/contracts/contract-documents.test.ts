// Which documents a decision asks for and where each stands (core/domain/contract-documents.ts).
import { describe, expect, it } from 'vitest';
import {
  acceptedKinds,
  documentsForMissingFacts,
  requestStandings,
  requestedDocuments,
  uploadRefusal,
  type UploadedDocument,
} from '@/core/domain/contract-documents';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

describe('what a decision asks for', () => {
  it('names the documents behind missing company facts, each once', () => {
    expect(documentsForMissingFacts(['companySolidity'])).toEqual(['lastBalanceSheet']);
    expect(documentsForMissingFacts(['incorporationDate', 'employees', 'companySolidity'])).toEqual(['lastBalanceSheet', 'chamberOfCommerceExtract']);
    expect(documentsForMissingFacts(['somethingElse'])).toEqual(['creditDocuments']);
  });

  it('takes the kinds a missingDocs decision names, else those behind its missing facts, else the generic request', () => {
    expect(requestedDocuments({ outcome: 'missingDocs', documents: ['signersIdentity', 'lastBalanceSheet'], details: {} })).toEqual([
      'lastBalanceSheet',
      'signersIdentity',
    ]);
    expect(requestedDocuments({ outcome: 'missingDocs', documents: [], details: { missing: ['employees'] } })).toEqual(['chamberOfCommerceExtract']);
    expect(requestedDocuments({ outcome: 'missingDocs', documents: [], details: null })).toEqual(['creditDocuments']);
    // An unknown code from an old record is not a kind.
    expect(requestedDocuments({ outcome: 'missingDocs', documents: ['passport'], details: null })).toEqual(['creditDocuments']);
  });

  it('asks for nothing on any other outcome or without a decision', () => {
    for (const outcome of ['preApprovated', 'refused', 'error']) {
      expect(requestedDocuments({ outcome, documents: ['lastBalanceSheet'], details: { missing: ['employees'] } })).toEqual([]);
    }
    expect(requestedDocuments(null)).toEqual([]);
  });
});

describe('where each requested kind stands', () => {
  const requested = ['lastBalanceSheet', 'signersIdentity'] as const;

  it('is missing until something is sent, then what its latest upload is', () => {
    const uploads: UploadedDocument[] = [
      { kind: 'signersIdentity', status: 'rejected', uploadedAt: at(1) },
      { kind: 'signersIdentity', status: 'pending', uploadedAt: at(2) },
    ];
    expect(requestStandings(requested, uploads)).toEqual([
      { kind: 'lastBalanceSheet', standing: 'missing' },
      { kind: 'signersIdentity', standing: 'pending' },
    ]);
    expect(requestStandings(requested, [...uploads, { kind: 'signersIdentity', status: 'rejected', uploadedAt: at(3) }])[1]!.standing).toBe('rejected');
  });

  it('stays accepted once any upload of the kind was accepted; uploads of kinds not asked for count for nothing', () => {
    const uploads: UploadedDocument[] = [
      { kind: 'lastBalanceSheet', status: 'accepted', uploadedAt: at(1) },
      { kind: 'lastBalanceSheet', status: 'rejected', uploadedAt: at(2) },
      { kind: 'taxReturn', status: 'accepted', uploadedAt: at(3) },
    ];
    expect(acceptedKinds(requested, uploads)).toEqual(['lastBalanceSheet']);
  });

  it('refuses an upload of a kind not asked for or already accepted', () => {
    const uploads: UploadedDocument[] = [{ kind: 'lastBalanceSheet', status: 'accepted', uploadedAt: at(1) }];
    expect(uploadRefusal('taxReturn', requested, uploads)).toBe('document_not_requested');
    expect(uploadRefusal('lastBalanceSheet', requested, uploads)).toBe('document_already_accepted');
    expect(uploadRefusal('signersIdentity', requested, uploads)).toBeNull();
  });
});
