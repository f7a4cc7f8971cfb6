// VirtualLand stories (GET /api/VirtualLand/stories): short customer
// stories shown during the cart. Sources deliver raw HTML; the catalogue
// service sanitises whatever they return.
import { z } from 'zod';
import type { Locale } from '../../i18n';

export const StorySchema = z.object({
  id: z.string().min(1).max(100),
  title: z.string().max(300),
  summary: z.string().max(2000).nullable().default(null),
  bodyHtml: z.string().max(100_000),
  imageUrl: z.string().max(2000).nullable().default(null),
  publishedAt: z.string().max(40).nullable().default(null),
});

export type Story = z.infer<typeof StorySchema>;

export interface StorySource {
  readonly kind: 'local' | 'remote';
  list(locale: Locale): Promise<Story[]>;
}
