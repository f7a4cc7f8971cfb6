// Sign-out: the API revokes the refresh token, the session cookie is cleared.
import { admitRequest, otherMethods } from '@/lib/bff/session-handler';
import { getSession } from '@/lib/server/session';
import { callApi } from '@/lib/upstream';
import type { SessionNext } from '@/lib/validation/auth';

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('/api/session/logout');

export async function POST(request: Request) {
  // No body is needed, but none past the small limit is taken either.
  const admitted = await admitRequest(request);
  if (!admitted.ok) return admitted.response;
  const session = await getSession();
  if (session.accessToken) {
    // Best effort: the cookie is cleared even when the API cannot be reached.
    await callApi('/api/Account/Logout', {
      method: 'POST',
      accessToken: session.accessToken,
      json: { refreshToken: session.refreshToken },
    });
  }
  session.destroy();
  return Response.json({ next: '/login' } satisfies SessionNext);
}
