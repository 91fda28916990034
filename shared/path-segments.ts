/**
 * The segments of a URL path or location hash path (`/account/EQ…/jettons`): split on `/`,
 * empty ones dropped, each percent-decoded; a segment with a malformed escape stays as
 * written (a pasted link is never refused for it).
 */
export function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
}
