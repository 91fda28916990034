/**
 * The non-empty `/`-separated segments of a URL path or hash path, each percent-decoded; a
 * segment that is not valid percent-encoding is kept as written (a link pasted by hand).
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
