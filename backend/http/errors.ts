// One error shape for every answer (docs/architecture.md): { errors: [{ field?, code, message }] }.
// Handlers throw ApiError; app.onError turns it into the localized body.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorItem, ErrorCode, RuleViolation } from '../../core/error-codes';
import { type Locale, localeFromAcceptLanguage, messageFor } from '../i18n';

/** Codes beyond core/error-codes that only the API answers with. */
export type BackendErrorCode = ErrorCode | 'required' | 'refresh_token_already_rotated';

export type ErrorDetail = RuleViolation;

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: BackendErrorCode | ErrorDetail[],
    options: { params?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ) {
    const details = Array.isArray(code) ? code : [{ code, params: options.params }];
    super(details.map((d) => d.code).join(', '));
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.headers = options.headers ?? {};
  }
}

export function localeOf(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}

export function errorItems(details: ErrorDetail[], locale: Locale): ApiErrorItem[] {
  return details.map(({ field, code, params }) => ({
    ...(field === undefined ? {} : { field }),
    code,
    message: messageFor(code, locale, params),
  }));
}

export function answerError(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ errors: errorItems(error.details, localeOf(c)) }, error.status);
}
