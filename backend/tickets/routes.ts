// OpenAPI definitions of the tickets area (docs/domain.md, "Tickets"): the
// customer's products, the questionnaires, the list, opening both kinds of
// ticket, the detail, status changes, deletion and attachments. The agency is
// the portal's X-Agency-Id.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import { BinarySchema } from '../../core/schemas/system';
import {
  AttachmentBodySchema,
  AttachmentPathParamsSchema,
  CategoryPathParamsSchema,
  ContractProductPathParamsSchema,
  QuestionnaireBodySchema,
  SupportTicketBodySchema,
  TicketListQuerySchema,
  TicketPathParamsSchema,
  TicketProductPathParamsSchema,
  TicketProductsQuerySchema,
  TicketNoteBodySchema,
  TicketStatusBodySchema,
  WarrantyOfferAnswerBodySchema,
  WarrantyOfferBodySchema,
  WarrantyTicketBodySchema,
} from '../../core/schemas/tickets';
import {
  AttachmentSchema,
  ProductSupportSchema,
  QuestionnaireSchema,
  QuestionnairesSchema,
  TicketDetailSchema,
  TicketListSchema,
  TicketProductListSchema,
} from '../../core/schemas/tickets-answers';

const base = (auth: Auth) => ({ tags: ['Tickets'], middleware: auth, security: bearerSecurity });
const BAD_INPUT = errorResponse('validation_failed, required or a field rule of its own (invalid_phone, pickup_in_past…)');
const DETAIL = (description: string) => ({ description, ...json(TicketDetailSchema) });

export const productsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket/Products',
    summary: "The products of a company's contracts in force: model, serial number, contract, start date, guarantee tier",
    request: { query: TicketProductsQuerySchema },
    responses: { 200: { description: 'The products', ...json(TicketProductListSchema) }, 400: errorResponse('Invalid query'), ...COMMON_ERRORS },
  });

export const productRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket/Products/{customerId}/{productId}',
    summary: 'One product with what its ticket forms are prefilled with (its shipping contact and address, else the company’s)',
    request: { params: TicketProductPathParamsSchema },
    responses: { 200: { description: 'The product', ...json(ProductSupportSchema) }, ...COMMON_ERRORS },
  });

export const questionsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket/estendo-questions/{contractProductId}',
    summary: "The extended-warranty questionnaire of a product (its model category's), in the caller's language",
    request: { params: ContractProductPathParamsSchema },
    responses: { 200: { description: 'The questionnaire', ...json(QuestionnaireSchema) }, ...COMMON_ERRORS },
  });

export const questionnairesRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket/EstendoQuestionnaires',
    summary: 'Every category’s questionnaire in both languages, with the answers that rule an extension out (administrators)',
    responses: { 200: { description: 'The questionnaires', ...json(QuestionnairesSchema) }, ...COMMON_ERRORS },
  });

export const putQuestionnaireRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/Ticket/EstendoQuestionnaires/{category}',
    summary: 'Replace a category’s questionnaire (administrators); tickets keep the questions as they were asked',
    request: { params: CategoryPathParamsSchema, body: { ...json(QuestionnaireBodySchema), required: true } },
    responses: {
      200: { description: 'The new questionnaire', ...json(QuestionnairesSchema.element) },
      400: BAD_INPUT,
      ...COMMON_ERRORS,
    },
  });

export const listRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket',
    summary: "Tickets in the caller's scope (every agency's for administrators, a customer's company's): filters, sort and paging",
    request: { query: TicketListQuerySchema },
    responses: { 200: { description: 'One page', ...json(TicketListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const createTicketRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket',
    summary: 'Open a support ticket on a product; the customer and the agency get an e-mail',
    request: { body: { ...json(SupportTicketBodySchema), required: true } },
    responses: { 201: DETAIL('The new ticket'), 400: BAD_INPUT, ...COMMON_ERRORS },
  });

export const estendoRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/Estendo',
    summary: "Ask to extend a product's guarantee: the answer says whether it is possible and at what monthly price",
    request: { body: { ...json(WarrantyTicketBodySchema), required: true } },
    responses: { 201: DETAIL('The new ticket with its answer'), 400: BAD_INPUT, ...COMMON_ERRORS },
  });

export const detailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket/{ticketId}',
    summary: 'A ticket with its request, history, attachments and the moves open to the caller',
    request: { params: TicketPathParamsSchema },
    responses: { 200: DETAIL('The ticket'), ...COMMON_ERRORS },
  });

export const deleteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'delete',
    path: '/api/Ticket/{ticketId}',
    summary: 'Delete an open ticket (administrators): it leaves the lists and keeps its history',
    request: { params: TicketPathParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...COMMON_ERRORS, 409: errorResponse('ticket_not_deletable: no longer open, or already deleted') },
  });

export const statusRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/{ticketId}/Status',
    summary: 'Move a ticket along (who may make which move: docs/domain.md); the customer and the agency get an e-mail',
    request: { params: TicketPathParamsSchema, body: { ...json(TicketStatusBodySchema), required: true } },
    responses: {
      200: DETAIL('The ticket after the change'),
      400: BAD_INPUT,
      ...COMMON_ERRORS,
      409: errorResponse('update_status_failed_wrong_status_selected, or reopen_period_over (30 days after the resolution)'),
    },
  });

export const noteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/{ticketId}/Notes',
    summary: 'Add a note without moving the ticket: internal (the back office only) or visible to the customer, who then gets an e-mail',
    request: { params: TicketPathParamsSchema, body: { ...json(TicketNoteBodySchema), required: true } },
    responses: { 200: DETAIL('The ticket with the note'), 400: BAD_INPUT, ...COMMON_ERRORS, 409: errorResponse('ticket_deleted') },
  });

const OFFER_CONFLICTS = errorResponse(
  'warranty_offer_not_possible (not an extended-warranty ticket in progress, a tier not above the unit’s, no price, contract not active), warranty_offer_wrong_state, or warranty_offer_outdated (the contract or the unit changed since the offer)',
);

export const offerRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/{ticketId}/WarrantyOffer',
    summary: 'Offer a higher guarantee tier on an extended-warranty ticket, priced by the pricing rules; replaces an offer not accepted yet',
    request: { params: TicketPathParamsSchema, body: { ...json(WarrantyOfferBodySchema), required: true } },
    responses: { 200: DETAIL('The ticket with its offer'), 400: BAD_INPUT, ...COMMON_ERRORS, 409: OFFER_CONFLICTS },
  });

export const offerAnswerRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/{ticketId}/WarrantyOffer/Answer',
    summary: "The customer accepts or declines the offer; the agency and the back office's confirmation follow",
    request: { params: TicketPathParamsSchema, body: { ...json(WarrantyOfferAnswerBodySchema), required: true } },
    responses: { 200: DETAIL('The ticket with the answer'), 400: BAD_INPUT, ...COMMON_ERRORS, 409: OFFER_CONFLICTS },
  });

export const offerConfirmRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/{ticketId}/WarrantyOffer/Confirm',
    summary: "Confirm an accepted offer: the unit's guarantee and the contract's monthly payment change, in the contract's history and the audit trail",
    request: { params: TicketPathParamsSchema },
    responses: { 200: DETAIL('The ticket with its confirmed offer'), ...COMMON_ERRORS, 409: OFFER_CONFLICTS },
  });

export const attachRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/Ticket/{ticketId}/Attachments',
    summary:
      'Add a photo (JPEG, PNG, WebP) or a PDF without active content, judged by its bytes, at most 10 MB; a ticket holds at most 5. The name keeps no control characters and takes the extension of the type found',
    request: { params: TicketPathParamsSchema, body: { content: { 'multipart/form-data': { schema: AttachmentBodySchema } }, required: true } },
    responses: {
      201: { description: 'The attachment', ...json(AttachmentSchema) },
      400: errorResponse('attachment_type_not_allowed, pdf_active_content (scripts, actions, embedded files, encryption), or no file'),
      ...COMMON_ERRORS,
      409: errorResponse('too_many_attachments, or ticket_closed'),
      413: errorResponse('payload_too_large: a file over 10 MB'),
    },
  });

export const attachmentRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Ticket/{ticketId}/Attachments/{attachmentId}',
    summary: 'An attachment’s bytes with the type they have (pictures inline, PDFs as a download), in a sandbox',
    request: { params: AttachmentPathParamsSchema },
    responses: {
      200: {
        description: 'The file',
        content: {
          'image/jpeg': { schema: BinarySchema },
          'image/png': { schema: BinarySchema },
          'image/webp': { schema: BinarySchema },
          'application/pdf': { schema: BinarySchema },
        },
      },
      ...COMMON_ERRORS,
    },
  });
