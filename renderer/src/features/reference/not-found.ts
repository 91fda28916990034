/** True when an API error is toncenter's "not found" (HTTP 404), e.g. an address that is not a pool. */
export function isNotFound(error: unknown): boolean {
  const e = error as { status?: number; code?: string } | null;
  return e?.status === 404 || e?.code === 'NOT_FOUND';
}
