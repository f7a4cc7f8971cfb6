// Error codes the API answers with ({ errors: [{ field, code, message }] }) and
// the portal translates (messages/*.json `errors`; docs/domain.md, Errors).

export const ERROR_CODES = [
  'generic', // Qualcosa è andato storto. Riprova.
  'login_forbidden', // Impossibile accedere. Contattare l'assistenza.
  'invalid_credentials', // Account non trovato, inserire i dati corretti.
  'invalid_email', // Inserire un indirizzo email valido.
  'email_in_use', // E-mail già in utilizzo
  'username_in_use',
  'role_above_own', // users: a role above the caller's own, or a user who outranks the caller
  'cannot_deactivate_self', // users: nobody deactivates their own account
  'account_outside_scope', // users: username, e-mail, deactivation or invitation of a user who belongs to an agency beyond the caller's
  'unknown_area_leader', // users: the area leader is no capo area or group manager of the user's agencies
  'unknown_membership_agency', // users: no such agency, or an administrator's role outside the platform agency
  'agency_name_in_use', // agencies: the name is taken (whatever its casing)
  'agency_in_use', // agencies: users or contracts keep it; deactivate it instead
  'platform_agency_name', // agencies: the platform's agency (SmartCom) is known by its name, which grants the administrators their reach
  'invalid_image', // uploads: the bytes are no PNG, JPEG or WebP picture
  'invalid_ean', // catalogue: EAN-13 (or EAN-8) with its check digit
  'part_number_in_use', // catalogue: another model or accessory has that part number
  'family_name_in_use', // catalogue: another family has that name
  'family_not_empty', // catalogue: a family with models cannot be deleted
  'model_in_use', // catalogue: contracts name the model; retire it instead
  'accessory_in_use', // catalogue: contracts name the accessory; retire it instead
  'connection_error', // Errore di connessione, riprova più tardi
  'service_unavailable', // the database is unreachable: 503 with Retry-After (docs/security.md, "When the database is away")
  'no_data', // Nessun dato trovato
  'unauthorized', // Non sei autorizzato, esegui nuovamente il login
  'expired_session', // La sessione è scaduta, ...
  'update_status_failed_wrong_status_selected', // Non è possibile selezionare tale stato
  'some_data_not_found', // Alcuni dati non sono stati trovati
  'flex_with_accessories', // Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex
  'general_error', // Errore generico / Si è verificato un errore inatteso
  'too_many_attempts',
  'forbidden',
  'not_found',
  'validation_failed',
  'required', // a missing or blank field: Campo obbligatorio
  'refresh_token_already_rotated', // the previous refresh token, replayed while its replacement is unused
  'invalid_origin',
  'payload_too_large',
  'method_not_allowed', // a path the API serves, asked with a method it does not take (Allow names those it does)
  'unknown_field', // a query parameter (or a field of a strict body) the operation does not declare
  'quantity_below_one', // cart: quantity at least 1
  'services_mismatch', // cart: one service per product unit (field names the line)
  'accessories_over_limit', // cart: accessories over 49% of the total (docs/domain.md)
  'mixed_durations', // cart: one financing duration for the whole order
  'not_flex_eligible', // cart: model not sold as 'Noleggio flex'
  'unknown_product', // cart: no such active model
  'accessory_not_for_model', // cart: accessory not sold with that model
  'unknown_service', // cart: no such guarantee tier for the model's category
  'unknown_provider', // cart: no such active credit provider
  'unknown_duration', // cart: duration not offered by the provider
  'destination_below_min_units', // cart: a destination gets fewer than shippingMaxUnits products
  'destinations_units_mismatch', // cart: destination units do not add up to the product units
  'invalid_vat_number', // È necessario inserire una P.iva valida
  'invalid_content_url', // product content: url is neither an Icecat address nor an Icecat id
  'invalid_fiscal_code', // fiscal code pattern
  'invalid_postal_code', // postal code: exactly 5 digits
  'invalid_iban', // Italian IBAN
  'invalid_phone', // phone
  'unknown_business_type', // company: no such business type
  'company_required', // contracts: confirming a quote needs the company's details
  'resubmit_same_data', // contracts: the provider already refused this deal with the same data (docs/domain.md, "Credit providers")
  'provider_not_eligible', // contracts: the provider's rules do not take this deal (amount, duration, company age or solidity, rates)
  'unknown_unit', // orders: the product unit is not part of the contract
  'unit_already_ordered', // orders: a supplier order already covers the product unit
  'serial_in_use', // orders: another unit of the same part number has this serial
  'unit_not_ordered', // orders: a DDT for a unit no supplier order covers yet
  'ddt_before_order', // orders: the DDT date is before the supplier order's date
  'date_in_future', // orders: a DDT or delivery date after today
  'unit_already_active', // orders: serial and DDT no longer change once the unit is active
  'start_before_ddt', // orders: delivery confirmed before the last DDT date
  // The lifecycle's missing facts (core/lifecycle/contract-facts.ts): a move refused until they hold, or overridden with a reason.
  'credit_not_positive', // lifecycle: no positive credit decision on record
  'documents_not_accepted', // lifecycle: what "missing documents" asked for is not yet supplied and accepted ({count})
  'contract_without_units', // lifecycle: the contract has no product units to ship
  'units_without_serial', // lifecycle: {count} units have no serial number
  'units_without_ddt', // lifecycle: {count} units have no DDT (number and date)
  'delivery_not_confirmed', // lifecycle: active only through the order page's delivery confirmation
  'documents_not_open', // contract documents: the contract is not waiting for documents (status missingDocs)
  'document_not_requested', // contract documents: the credit decision did not ask for this kind
  'document_already_accepted', // contract documents: this kind is already accepted
  'document_already_reviewed', // contract documents: the upload was accepted or rejected already
  'document_type_not_allowed', // contract documents: neither a PDF nor a JPEG or PNG photo
  'contract_in_error', // orders: a contract in error shows no order details
  'too_many_rows', // import: more rows than one import takes
  'not_xlsx', // import: the bytes are not an XLSX workbook
  'macro_workbook', // import: a macro-enabled workbook
  'zip_bomb', // import: the workbook expands beyond the allowed size
  'wrong_template', // import: the workbook lacks the template's sheets or columns
  'formula_not_allowed', // import: a formula where a value is expected
  'invalid_value', // import: a cell's value is not valid for its column
  'value_not_allowed', // import: a coded column's cell holds none of its codes (named in the message)
  'duplicate_row', // import: the same key twice in one file
  'user_rows_disagree', // users import: two rows of one user give different e-mails, back-office roles or area leaders
  'unknown_family', // import: a model names a family that neither exists nor is imported
  'unknown_model', // import: a row names a model that neither exists nor is imported
  'import_not_ready', // import: commit before a clean dry run, or while one is running
  'import_busy', // import: another import is running
  'import_not_undoable', // import: not the latest import, or quoted on since
  'import_rows_changed', // import: a row the import created or changed has been edited since: undoing it would overwrite that edit
  'users_import_not_undoable', // import: a users import is never undone (its invitations have gone out)
  'email_not_confirmed', // sign-in before the sign-up's e-mail confirmation
  'reset_token_invalid', // reset or invitation link unknown, spent or expired
  'confirmation_token_invalid', // e-mail confirmation link unknown, spent or expired
  'unknown_agency', // sign-up: no agency by that slug or id
  'contract_without_company', // customer user: the contract has no company yet
  'invalid_pdf', // privacy upload: the bytes are not a readable PDF
  'pdf_active_content', // PDF upload (privacy, ticket attachment): scripts, actions, embedded files or encryption (docs/security.md, "Files")
  'pickup_not_working_day', // ticket: the pick-up day is a weekend or an Italian public holiday
  'pickup_in_past', // ticket: the pick-up day has passed
  'pickup_window_invalid', // ticket: the pick-up window's start is not before its end
  'invalid_time', // ticket: a time that is not HH:MM
  'invalid_province', // ticket: a province that is not two letters
  'attachment_type_not_allowed', // ticket attachment: the bytes are neither a photo (JPEG, PNG, WebP) nor a PDF
  'too_many_attachments', // ticket attachment: the ticket already has the most it may hold
  'ticket_not_deletable', // ticket: only an open ticket can be deleted
  'reopen_period_over', // ticket: the customer may reopen only within 30 days of the resolution
  'ticket_closed', // ticket: a closed ticket takes no attachments
  'ticket_deleted', // ticket: a deleted ticket takes no notes
  'note_or_status_required', // ticket form: neither a new status nor a note to send
  'warranty_offer_not_possible', // warranty offer: not an extended-warranty ticket in progress, a tier not above the unit's, no price or contract not active
  'warranty_offer_wrong_state', // warranty offer: not in the state the move needs (e.g. confirming one not accepted)
  'warranty_offer_outdated', // warranty offer: the contract or the unit changed since it was priced
  'invalid_password', // password policy (with the reset hint)
  'passwords_differ', // Le due password inserite non sono uguali
  'privacy_not_accepted', // sign-up without accepting the privacy notice
  'too_many_requests', // reset requests, sign-ups or token guesses over their limit
  'quote_changed', // open quote: another tab or device saved a newer revision
  'webhook_url_invalid', // webhook endpoint: not an absolute URL, or it carries credentials or a fragment
  'webhook_url_https_only', // webhook endpoint: only https (docs/security.md, "Webhooks")
  'webhook_url_private', // webhook endpoint: a loopback, private, link-local or metadata address (docs/security.md, "Webhooks")
  'webhook_endpoint_disabled', // webhook redelivery: the endpoint is switched off
  'export_too_large', // contracts export: the filter selects more rows than one file may hold
  'invalid_date_range', // statistics: the period's first day comes after its last
  'customer_not_linked', // a self-registered customer whose company the agency has not confirmed yet
  'company_not_in_scope', // customer user: the agency's record of the company is another agent's
  'signup_company_mismatch', // customer user: the pending sign-up of that e-mail named another VAT number
  'capability_beyond_own', // API key: a capability the creator does not hold (a key is never wider than its creator)
  'expiry_in_past', // API key: the last day it would work has passed
  'api_key_not_accepted', // API key: an operation only a signed-in person may call (the account, sessions, administration)
  'mixed_credentials', // portal: a call with both a session cookie and an API key
  'end_of_term_not_running', // end of term: the contract is not running (active), so it has no term to choose for
  'end_of_term_already_chosen', // end of term: a choice is recorded already; it is final
  'extension_duration_not_offered', // end of term: the provider offers no rate factor for that duration
  'replaced_contract_not_upgrading', // a quote replacing a contract names one whose end-of-term choice is no upgrade, or already replaced
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorItem {
  field?: string;
  code: string;
  message: string;
}

/** A broken rule before it is worded: what the API answers as one error item, and what the portal checks ahead of it. */
export interface RuleViolation {
  field?: string;
  code: ErrorCode;
  /** the values the message names (e.g. { percent: 49 }) */
  params?: Record<string, string | number>;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
