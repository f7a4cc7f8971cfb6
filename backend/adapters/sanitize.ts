// External HTML (Icecat descriptions, stories) is sanitised on the server
// before any client renders it (docs/architecture.md): a small allowlist of formatting
// tags, links only to http(s) and mailto, images only from https or our own
// /api/files, no attributes that run code or restyle the page.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src),
};

function isAllowedImage(src: string | undefined): boolean {
  return Boolean(src && (src.startsWith('https://') || /^\/api\/files\/[A-Za-z0-9._/-]+$/.test(src)));
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text: every tag removed, entities kept escaped. */
export function sanitizePlainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

/** Only absolute https image URLs or our own file URLs survive. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/api\/files\/[A-Za-z0-9._/-]+$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
