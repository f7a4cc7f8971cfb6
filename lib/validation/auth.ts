import { z } from 'zod';

// Form schemas shared by the browser (react-hook-form) and the session route
// handlers. Messages are keys of messages/*.json `validation`.

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'required').max(200),
  password: z.string().min(1, 'required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const chooseAgencySchema = z.object({
  agencyId: z.coerce.number().int().positive(),
});
