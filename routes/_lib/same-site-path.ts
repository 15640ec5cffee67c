/**
 * The one check every redirect target and back link goes through, so that none can send a visitor off the site.
 * Browsers forgive a lot in a URL: they drop tabs and newlines, read `\` as `/`, and treat `//host` as another
 * site. So a target is refused outright if it holds a control character or a backslash (raw or percent-encoded),
 * then parsed against the site's origin the way a browser would, and kept only if it lands on that origin.
 */

const CONTROL_OR_BACKSLASH = /[\x00-\x1f\x7f\\]|%(?:[01][0-9a-f]|7f|5c)/i;

/**
 * A path (with query and fragment) on `origin`, or null when `target` would lead anywhere else or cannot be
 * trusted to mean the same thing to every browser. `target` may be relative or absolute.
 */
export function sameSitePath(target: string | null | undefined, origin: string): string | null {
  if (!target || target.length > 2048 || CONTROL_OR_BACKSLASH.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  const path = url.pathname + url.search + url.hash;
  // '/.//evil.example' normalises to '//evil.example', which a browser would read as another host.
  if (path.startsWith('//')) return null;
  return path;
}
