// The tickets area (docs/domain.md, "Tickets"): one line per route with its
// definition, who may call it and the service that answers. Fixed paths are
// registered before /api/Ticket/{ticketId}, which would otherwise take them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../adapters/files/storage';
import type { Viewer } from '../auth/actor';
import { requireUser } from '../auth/require-user';
import { isCustomer } from '../../core/roles';
import { tickets } from '../db/schema';
import { guardedRoutes } from '../http/authorize';
import { localeOf } from '../http/errors';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import type { MailDeps } from '../mail';
import { fileHeaders } from '../files/file-answer';
import { addAttachment, readAttachment } from './attachments';
import { createSupportTicket, createWarrantyTicket } from './create';
import { attachmentsOf, loadTicketDetail } from './detail';
import { listTickets } from './list';
import { addTicketNote } from './notes';
import { answerOffer, confirmOffer, makeOffer } from './offer';
import { type TicketNotice, notifyTicket } from './notify';
import { findProduct, listProducts, prefillFor, toProductAnswer } from './products';
import { allQuestionnaires, categoryOf, questionnaireFor, replaceQuestionnaire } from './questions';
import {
  attachRoute,
  attachmentRoute,
  createTicketRoute,
  deleteRoute,
  detailRoute,
  estendoRoute,
  listRoute,
  noteRoute,
  offerAnswerRoute,
  offerConfirmRoute,
  offerRoute,
  productRoute,
  productsRoute,
  putQuestionnaireRoute,
  questionnairesRoute,
  questionsRoute,
  statusRoute,
} from './routes';
import { changeTicketStatus, deleteTicket } from './status';

const READ = 'tickets.read';
const CREATE = 'tickets.create';

export function registerTicketRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps, files: FileStorage): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;
  const detail = (viewer: Viewer, id: number, c: Parameters<typeof localeOf>[0]) => loadTicketDetail(db, viewer, id, localeOf(c), deps.clock());
  /** The ticket is saved: a failure to reach the recipients is logged, never the caller's error. */
  const notify = async (id: number, notice: TicketNotice) => {
    try {
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
      if (ticket) await notifyTicket(db, mail, ticket, notice);
    } catch (error) {
      console.error(`[tickets] the e-mails of ticket ${id} could not be prepared:`, (error as Error).message);
    }
  };

  guarded(productsRoute(auth), READ, async (c, viewer) => c.json(await listProducts(db, viewer, c.req.valid('query').customerId), 200));
  guarded(productRoute(auth), READ, async (c, viewer) => {
    const { customerId, productId } = c.req.valid('param');
    const product = await findProduct(db, viewer, idOf(productId), idOf(customerId));
    return c.json({ product: toProductAnswer(product), prefill: await prefillFor(db, product) }, 200);
  });
  guarded(questionsRoute(auth), READ, async (c, viewer) => {
    const product = await findProduct(db, viewer, idOf(c.req.valid('param').contractProductId));
    return c.json(await questionnaireFor(db, product.category, localeOf(c)), 200);
  });
  // The questionnaires are the administrators' to read whole and to edit (customers have every action on tickets otherwise).
  guarded(questionnairesRoute(auth), 'tickets.questionnaires.read', async (c) => c.json(await allQuestionnaires(db), 200));
  guarded(putQuestionnaireRoute(auth), 'tickets.questionnaires.write', async (c) => {
    const user = c.get('user');
    const by = { actor: { id: user.id, username: user.username }, at: deps.clock() };
    return c.json(await replaceQuestionnaire(db, categoryOf(c.req.valid('param').category), c.req.valid('json'), by), 200);
  });

  guarded(listRoute(auth), READ, async (c, viewer) => c.json(await listTickets(db, viewer, c.req.valid('query')), 200));
  guarded(createTicketRoute(auth), CREATE, async (c, viewer) => {
    const id = await createSupportTicket(deps, viewer, c.req.valid('json'), localeOf(c));
    await notify(id, { kind: 'created' });
    return c.json(await detail(viewer, id, c), 201);
  });
  guarded(estendoRoute(auth), CREATE, async (c, viewer) => {
    const id = await createWarrantyTicket(deps, viewer, c.req.valid('json'), localeOf(c));
    await notify(id, { kind: 'created' });
    return c.json(await detail(viewer, id, c), 201);
  });

  guarded(detailRoute(auth), READ, async (c, viewer) => c.json(await detail(viewer, idOf(c.req.valid('param').ticketId), c), 200));
  guarded(deleteRoute(auth), 'tickets.delete', async (c, viewer) => {
    await deleteTicket(deps, viewer, idOf(c.req.valid('param').ticketId));
    return c.body(null, 204);
  });
  // an internal note also takes 'tickets.note.internal' (./status.ts)
  guarded(statusRoute(auth), 'tickets.status.write', async (c, viewer) => {
    const id = idOf(c.req.valid('param').ticketId);
    const { status, note, internal } = c.req.valid('json');
    const change = { status, note: note || null, internal };
    await changeTicketStatus(deps, viewer, id, change);
    await notify(id, { kind: 'status', to: status, note: change.note, internal });
    return c.json(await detail(viewer, id, c), 200);
  });
  // an internal note also takes 'tickets.note.internal' (./notes.ts)
  guarded(noteRoute(auth), 'tickets.notes.write', async (c, viewer) => {
    const id = idOf(c.req.valid('param').ticketId);
    const body = c.req.valid('json');
    await addTicketNote(deps, viewer, id, body);
    if (!body.internal) await notify(id, { kind: 'note', note: body.note, byCustomer: isCustomer(viewer.actor.role) });
    return c.json(await detail(viewer, id, c), 200);
  });
  guarded(offerRoute(auth), 'tickets.warrantyOffer.write', async (c, viewer) => {
    const id = idOf(c.req.valid('param').ticketId);
    const body = c.req.valid('json');
    await makeOffer(deps, viewer, id, body);
    await notify(id, { kind: 'offer', note: body.note || null });
    return c.json(await detail(viewer, id, c), 200);
  });
  guarded(offerAnswerRoute(auth), 'tickets.warrantyOffer.accept', async (c, viewer) => {
    const id = idOf(c.req.valid('param').ticketId);
    const { accept } = c.req.valid('json');
    await answerOffer(deps, viewer, id, accept);
    await notify(id, { kind: accept ? 'offerAccepted' : 'offerDeclined' });
    return c.json(await detail(viewer, id, c), 200);
  });
  guarded(offerConfirmRoute(auth), 'tickets.warrantyOffer.confirm', async (c, viewer) => {
    const id = idOf(c.req.valid('param').ticketId);
    const user = c.get('user');
    await confirmOffer(deps, viewer, id, { id: user.id, username: user.username });
    await notify(id, { kind: 'offerConfirmed' });
    return c.json(await detail(viewer, id, c), 200);
  });
  guarded(attachRoute(auth), 'tickets.status.write', async (c, viewer) => {
    const id = idOf(c.req.valid('param').ticketId);
    const attachmentId = await addAttachment(db, files, viewer, id, c.req.valid('form').file, deps.clock());
    const added = (await attachmentsOf(db, id)).find((a) => a.id === attachmentId)!;
    return c.json(added, 201);
  });
  guarded(attachmentRoute(auth), READ, async (c, viewer) => {
    const { ticketId, attachmentId } = c.req.valid('param');
    const file = await readAttachment(db, files, viewer, idOf(ticketId), idOf(attachmentId));
    // Pictures show in the page, PDFs download (docs/security.md, "Files").
    return c.body(file.bytes.slice().buffer as ArrayBuffer, 200, fileHeaders({ type: file.type, name: file.fileName, cache: 'private, max-age=3600' }));
  });
}
