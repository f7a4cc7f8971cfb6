import * as z from 'zod/mini';

// Form schemas shared by the browser (react-hook-form, zodResolver) and the session route
// handlers. Messages are keys of messages/*.json `validation`. zod/mini keeps
// the sign-in page light (full zod is some 35 kB gzip); the checks are the same.

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200)),
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(200)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const chooseAgencySchema = z.object({
  agencyId: z.coerce.number().check(z.refine(Number.isInteger), z.positive()),
});
export type ChooseAgencyInput = z.infer<typeof chooseAgencySchema>;

/** What the session calls answer (app/api/session/login, agency, logout): the local path the browser goes to next. */
export const sessionNextSchema = z.object({ next: z.string() });
export type SessionNext = z.infer<typeof sessionNextSchema>;

/** The session calls the browser makes, their bodies and answers (lib/client/session-actions.ts). */
export interface SessionCalls {
  '/api/session/login': { body: LoginInput; answer: SessionNext };
  '/api/session/agency': { body: ChooseAgencyInput; answer: SessionNext };
  '/api/session/logout': { body: undefined; answer: SessionNext };
}
