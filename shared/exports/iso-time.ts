/** ISO 8601 UTC time without milliseconds from unix seconds: `2024-05-01T12:00:00Z`. */
export function unixToIso(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
