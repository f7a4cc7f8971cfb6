// Next.js decodes a request path with decodeURIComponent to match its routes
// and answers a path that does not decode with a bare 500: such a path names
// nothing, and is refused before it gets there.

/**
 * Whether the path holds a percent-escape that does not decode: a `%`
 * without two hex digits after it, or escaped bytes that are not UTF-8
 * (a cut sequence, an overlong form such as %C0%80, a surrogate such as %ED%A0%80).
 */
export function isUndecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
