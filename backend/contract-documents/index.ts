// The contract documents area (docs/domain.md, "Missing documents"): the list,
// the upload, a file's bytes and the back office's review. One line per
// route: its definition, who may call it, and the service that answers.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { FileStorage } from '../adapters/files/storage';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../deps';
import { fileHeaders } from '../files/file-answer';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import { idOf } from '../http/params';
import type { MailDeps } from '../mail';
import { listDocuments, readDocument, reviewDocument, uploadDocument } from './documents';
import { notifyRejection } from './notify';
import { acceptDocumentRoute, documentFileRoute, documentsRoute, rejectDocumentRoute, uploadDocumentRoute } from './routes';

export function registerContractDocumentRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps, files: FileStorage): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;

  guarded(documentsRoute(auth), 'contracts.read', async (c, viewer) => c.json(await listDocuments(db, viewer, idOf(c.req.valid('param').contractId)), 200));
  // A customer uploads on their own company's contracts only: findContract's scope answers 404 for any other.
  guarded(uploadDocumentRoute(auth), 'contracts.documents.upload', async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    const { kind, file } = c.req.valid('form');
    await uploadDocument(db, files, viewer, id, { kind, file, locale: localeOf(c) }, deps.clock());
    return c.json(await listDocuments(db, viewer, id), 201);
  });
  guarded(documentFileRoute(auth), 'contracts.read', async (c, viewer) => {
    const { contractId, documentId } = c.req.valid('param');
    const file = await readDocument(db, files, viewer, idOf(contractId), idOf(documentId));
    // Always a download: identity documents are not shown inside the portal's pages (docs/security.md, "Files").
    return c.body(
      file.bytes.slice().buffer as ArrayBuffer,
      200,
      fileHeaders({ type: file.type, name: file.fileName, cache: 'private, no-store', inline: false }),
    );
  });
  guarded(acceptDocumentRoute(auth), 'contracts.documents.review', async (c, viewer) => {
    const { contractId, documentId } = c.req.valid('param');
    const id = idOf(contractId);
    await reviewDocument(db, viewer, id, idOf(documentId), { decision: 'accepted', note: c.req.valid('json')?.note || null }, deps.clock());
    return c.json(await listDocuments(db, viewer, id), 200);
  });
  guarded(rejectDocumentRoute(auth), 'contracts.documents.review', async (c, viewer) => {
    const { contractId, documentId } = c.req.valid('param');
    const id = idOf(contractId);
    const rejected = await reviewDocument(db, viewer, id, idOf(documentId), { decision: 'rejected', note: c.req.valid('json').note }, deps.clock());
    if (rejected) {
      // The review is saved: a failure to reach the agent is logged, never the reviewer's error.
      await notifyRejection(db, mail, rejected).catch((error: unknown) =>
        console.error(`[contract documents] the rejection e-mail of contract ${id} could not be prepared:`, (error as Error).message),
      );
    }
    return c.json(await listDocuments(db, viewer, id), 200);
  });
}
