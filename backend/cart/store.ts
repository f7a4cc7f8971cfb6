// Reads and writes the open quote of one user in one agency. Writes carry the
// revision they were based on: a tab or device working on an older revision
// gets 409 quote_changed instead of silently overwriting newer work. A
// revision is never given twice for the same user and agency.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { openQuotes } from '../db/schema';
import type { Clock } from '../deps';
import { ApiError } from '../http/errors';
import { type OpenQuote, OpenQuoteSchema } from '../../core/schemas/cart';

export interface StoredQuote {
  quote: OpenQuote;
  revision: number;
  updatedAt: string | null;
}

export interface QuoteOwner {
  userId: number;
  agencyId: number;
}

const where = (owner: QuoteOwner) => and(eq(openQuotes.userId, owner.userId), eq(openQuotes.agencyId, owner.agencyId));

/** A content written by an older schema that no longer parses starts over rather than failing every page. */
function contentOf(raw: unknown): OpenQuote {
  const parsed = OpenQuoteSchema.safeParse(raw);
  return parsed.success ? parsed.data : OpenQuoteSchema.parse({});
}

export async function readQuote(db: Database, owner: QuoteOwner): Promise<StoredQuote> {
  const [row] = await db.select().from(openQuotes).where(where(owner));
  if (!row) return { quote: OpenQuoteSchema.parse({}), revision: 0, updatedAt: null };
  return { quote: contentOf(row.content), revision: row.revision, updatedAt: row.updatedAt.toISOString() };
}

export async function writeQuote(db: Database, clock: Clock, owner: QuoteOwner, quote: OpenQuote, baseRevision: number): Promise<StoredQuote> {
  const now = clock();
  const rows =
    baseRevision === 0
      ? await db
          .insert(openQuotes)
          .values({ ...owner, content: quote, revision: 1, updatedAt: now })
          .onConflictDoNothing()
          .returning({ revision: openQuotes.revision, updatedAt: openQuotes.updatedAt })
      : await db
          .update(openQuotes)
          .set({ content: quote, revision: sql`${openQuotes.revision} + 1`, updatedAt: now })
          .where(and(where(owner), eq(openQuotes.revision, baseRevision)))
          .returning({ revision: openQuotes.revision, updatedAt: openQuotes.updatedAt });
  const [saved] = rows;
  if (!saved) throw new ApiError(409, 'quote_changed');
  return { quote, revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
}

/**
 * Discarding empties the quote but keeps its row and raises its revision, so
 * revisions never repeat: a tab still holding the old quote cannot write over
 * the next one because a number happens to match again.
 */
export async function discardQuote(db: Database, clock: Clock, owner: QuoteOwner): Promise<void> {
  await db
    .update(openQuotes)
    .set({ content: OpenQuoteSchema.parse({}), revision: sql`${openQuotes.revision} + 1`, updatedAt: clock() })
    .where(where(owner));
}
