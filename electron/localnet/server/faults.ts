/**
 * Fault injection for client tests (test-only, off by default).
 *
 * A fault rule makes the next `count` requests (optionally only those whose path contains
 * `path`) fail in a chosen way before auth, rate limiting or routing run:
 * - `429`: status 429 with the v2-style `Ratelimit exceeded` body; `retryAfter` (seconds) adds
 *   a `Retry-After` header.
 * - `500` / `502` / `503`: that status with a v2-style (`/api/v2`) or v3-style error body.
 * - `hang`: no answer for `hangMs` (default 60 000 ms), then the connection is destroyed, so
 *   the client's own timeout fires first.
 * - `reset`: the TCP connection is destroyed without an answer.
 * - `malformed`: status 200 with a body that is not valid JSON.
 *
 * Rules are consumed in order of injection: the first rule that matches a request and still
 * has requests left applies. Text form (the `--faults` flag), rules separated by `,`:
 * `kind[:count[:path]]`, with `429+retry=N` for a Retry-After of N seconds and `hang=ms` for a
 * hang length, e.g. `503:2:/api/v2/getMasterchainInfo,429+retry=1:1,hang=2000:1,reset`.
 */

/** The kinds of injected failure. */
export type FaultKind = '429' | '500' | '502' | '503' | 'hang' | 'reset' | 'malformed';

const FAULT_KINDS: readonly FaultKind[] = [
  '429',
  '500',
  '502',
  '503',
  'hang',
  'reset',
  'malformed',
];

/** One fault rule, as given to `server.injectFaults(...)`. */
export interface FaultSpec {
  kind: FaultKind;
  /** How many matching requests fail (default 1). */
  count?: number;
  /** Only requests whose URL path contains this text (default: every request). */
  path?: string;
  /** For `429`: seconds to put in `Retry-After` (header absent when undefined). */
  retryAfter?: number;
  /** For `hang`: how long to hold the request before dropping the connection, ms. */
  hangMs?: number;
}

/** A fault picked for one request. */
export interface ActiveFault {
  kind: FaultKind;
  retryAfter?: number;
  hangMs: number;
}

interface Rule {
  spec: FaultSpec;
  left: number;
}

/** Holds the pending fault rules of one server. */
export class FaultInjector {
  private rules: Rule[] = [];

  /** Adds rules (validated; throws `Error` on an unknown kind or a bad count). */
  inject(specs: FaultSpec | FaultSpec[]): void {
    for (const spec of Array.isArray(specs) ? specs : [specs]) {
      if (!FAULT_KINDS.includes(spec.kind)) throw new Error(`unknown fault kind: ${spec.kind}`);
      const count = spec.count ?? 1;
      if (!Number.isInteger(count) || count < 1) throw new Error(`bad fault count: ${count}`);
      this.rules.push({ spec, left: count });
    }
  }

  /** Drops every pending rule. */
  clear(): void {
    this.rules = [];
  }

  /** Rules not yet used up (for tests and diagnostics). */
  pending(): FaultSpec[] {
    return this.rules.map((r) => ({ ...r.spec, count: r.left }));
  }

  /** Consumes and returns the fault for a request on `path`, or null when none applies. */
  take(path: string): ActiveFault | null {
    const i = this.rules.findIndex((r) => r.spec.path === undefined || path.includes(r.spec.path));
    if (i < 0) return null;
    const rule = this.rules[i]!;
    rule.left -= 1;
    if (rule.left <= 0) this.rules.splice(i, 1);
    return {
      kind: rule.spec.kind,
      retryAfter: rule.spec.retryAfter,
      hangMs: rule.spec.hangMs ?? 60_000,
    };
  }
}

/**
 * Parses the `--faults` text form (see the module docstring) into rules.
 * Throws `Error` with the offending part on bad input.
 */
export function parseFaultSpecs(text: string): FaultSpec[] {
  const specs: FaultSpec[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [head = '', countText, ...pathParts] = part.split(':');
    const path = pathParts.length > 0 ? pathParts.join(':') : undefined;
    let kindText = head;
    let retryAfter: number | undefined;
    let hangMs: number | undefined;
    const retry = /^429\+retry=(\d+)$/.exec(head);
    const hang = /^hang=(\d+)$/.exec(head);
    if (retry) {
      kindText = '429';
      retryAfter = Number(retry[1]);
    } else if (hang) {
      kindText = 'hang';
      hangMs = Number(hang[1]);
    }
    if (!FAULT_KINDS.includes(kindText as FaultKind)) {
      throw new Error(`bad fault "${part}": unknown kind "${head}"`);
    }
    const count = countText === undefined || countText === '' ? 1 : Number(countText);
    if (!Number.isInteger(count) || count < 1) {
      throw new Error(`bad fault "${part}": count must be a positive integer`);
    }
    specs.push({ kind: kindText as FaultKind, count, path: path || undefined, retryAfter, hangMs });
  }
  return specs;
}
