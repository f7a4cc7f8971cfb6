// Error codes the API answers with ({ errors: [{ field, code, message }] }) and
// the portal translates (messages/*.json `errors`), after SPEC §8.

export const ERROR_CODES = [
  'generic', // Qualcosa è andato storto. Riprova.
  'login_forbidden', // Impossibile accedere. Contattare l'assistenza.
  'invalid_credentials', // Account non trovato, inserire i dati corretti.
  'invalid_email', // Inserire un indirizzo email valido.
  'email_in_use', // E-mail già in utilizzo
  'username_in_use',
  'connection_error', // Errore di connessione, riprova più tardi
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
  'refresh_token_already_rotated', // a concurrent request rotated the refresh token first
  'invalid_origin',
  'payload_too_large',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorItem {
  field?: string;
  code: string;
  message: string;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
