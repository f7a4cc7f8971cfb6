// Sign-in: credentials to the API, tokens into the encrypted session cookie.
import { signIn } from '@/lib/auth/sign-in';
import { clientIpOf } from '@/lib/bff/origin';
import { errorResponse, otherMethods, parseJsonBody } from '@/lib/bff/session-handler';
import { getSession } from '@/lib/server/session';
import { loginSchema, type SessionNext } from '@/lib/validation/auth';

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('/api/session/login');

export async function POST(request: Request) {
  const body = await parseJsonBody(request, loginSchema);
  if (!body.ok) return body.response;
  const session = await getSession();
  const result = await signIn(session, body.data, {
    clientIp: clientIpOf(request.headers),
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (!result.ok) {
    const headers = result.retryAfter ? { 'retry-after': result.retryAfter } : undefined;
    return errorResponse(result.status, result.code, headers);
  }
  await session.save();
  return Response.json({ next: result.next } satisfies SessionNext);
}
