// The real VirtualLand feed: a JSON list of stories at the configured
// address (VIRTUALLAND_STORIES_URL), asked in the caller's language.
import { z } from 'zod';
import { UpstreamError, fetchJson } from '../http';
import { StorySchema, type StorySource } from './types';

const FeedSchema = z.union([z.array(StorySchema), z.object({ stories: z.array(StorySchema) }).transform((f) => f.stories)]);

export function remoteStorySource(feedUrl: string, options: { fetch?: typeof fetch } = {}): StorySource {
  return {
    kind: 'remote',
    async list(locale) {
      const url = new URL(feedUrl);
      url.searchParams.set('lang', locale);
      const body = await fetchJson(url, { fetch: options.fetch });
      if (body === null) return [];
      const parsed = FeedSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamError(`${url.host} answered an unexpected story feed`);
      return parsed.data.slice(0, 100);
    },
  };
}
