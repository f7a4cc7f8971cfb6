// The answer to a request Next.js cannot take, written into it at the socket
// (lib/bff/odd-requests.ts). Called by anyone else, it is not found.
import { ODD_REQUEST_PATH, oddAnswerOf, oddResponse } from '@/lib/bff/odd-requests';
import { errorResponse, otherMethods } from '@/lib/bff/session-handler';

export const dynamic = 'force-dynamic';

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(ODD_REQUEST_PATH);

export function GET(request: Request): Response {
  const answer = oddAnswerOf(request.headers);
  return answer ? oddResponse(answer) : errorResponse(404, 'not_found');
}
