// Sign-out: the API revokes the refresh token, the session cookie is cleared.
import { isSameOriginRequest } from '@/lib/bff/origin';
import { errorResponse } from '@/lib/bff/session-handler';
import { getSession } from '@/lib/session';
import { callApi } from '@/lib/upstream';

export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers)) return errorResponse(403, 'invalid_origin');
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
  return Response.json({ next: '/login' });
}
