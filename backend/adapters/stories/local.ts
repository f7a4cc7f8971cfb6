// The embedded default story source: the stories shipped with the portal.
import { LOCAL_STORIES } from './local-stories';
import type { Story, StorySource } from './types';

export function localStorySource(stories = LOCAL_STORIES): StorySource {
  return {
    kind: 'local',
    async list(locale) {
      return stories.map((s): Story => ({ id: s.id, imageUrl: s.imageUrl, publishedAt: s.publishedAt, ...s.text[locale] }));
    },
  };
}
