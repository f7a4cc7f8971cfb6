// Choose an agency (choose-company, 'Cambia agenzia'): role and agency data follow.
import { selectAgency } from '@/lib/auth/sign-in';
import { ensureFreshTokens } from '@/lib/auth/tokens';
import { errorResponse, otherMethods, parseJsonBody, unavailableResponse } from '@/lib/bff/session-handler';
import { getSession, isAuthorised } from '@/lib/server/session';
import { UpstreamError } from '@/lib/upstream';
import { chooseAgencySchema, type SessionNext } from '@/lib/validation/auth';

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('/api/session/agency');

export async function POST(request: Request) {
  const body = await parseJsonBody(request, chooseAgencySchema);
  if (!body.ok) return body.response;
  const session = await getSession();
  const freshness = isAuthorised(session) ? await ensureFreshTokens(session) : 'expired';
  if (freshness === 'unavailable') return unavailableResponse();
  if (freshness === 'expired') {
    session.destroy();
    return errorResponse(401, 'unauthorized');
  }
  try {
    const result = await selectAgency(session, body.data.agencyId, {
      acceptLanguage: request.headers.get('accept-language'),
    });
    if (!result) return errorResponse(404, 'not_found');
    await session.save();
    return Response.json({ next: result.next } satisfies SessionNext);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401) session.destroy();
    if (error.status === 503) return unavailableResponse();
    return errorResponse(error.status === 401 ? 401 : 500, error.status === 401 ? 'unauthorized' : error.code);
  }
}
