import { PLAN_RATES, newProfileSchema, type NewProfile } from '../../../../shared/profiles';

/** Checks of what the user typed on the Settings page (pure: unit-tested). */

/** The add-profile form's fields as typed. */
export type ProfileDraft = Record<keyof NewProfile, string>;
/** A message per field that is wrong. */
export type FieldErrors = Partial<Record<keyof NewProfile, string>>;

export const EMPTY_PROFILE: ProfileDraft = { name: '', network: 'mainnet', v2Url: '', v3Url: '' };

/**
 * Checks a draft with the contract's own schema (`newProfileSchema`) and adds the hints a
 * self-hosted deployment needs: the base URLs end in `/api/v2` and `/api/v3`.
 */
export function validateProfile(draft: ProfileDraft): { value?: NewProfile; errors: FieldErrors } {
  const parsed = newProfileSchema.safeParse(draft);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NewProfile;
      errors[field] ??= `${issue.message[0]!.toUpperCase()}${issue.message.slice(1)}.`;
    }
  }
  for (const [field, api, other] of [
    ['v2Url', 'v2', 'v3'],
    ['v3Url', 'v3', 'v2'],
  ] as const) {
    const url = draft[field].trim().replace(/\/+$/, '');
    if (errors[field] || url.endsWith(`/api/${api}`)) continue;
    errors[field] = url.endsWith(`/api/${other}`)
      ? `This is the ${other} URL: the ${api} one ends in /api/${api}.`
      : `The ${api} base URL ends in /api/${api} (e.g. https://host/api/${api}).`;
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { value: parsed.data, errors }
    : { errors };
}

/** The rate picked in a {@link RateChoice}: a plan rate or the custom text as typed. */
export interface RateDraft {
  choice: number | 'custom';
  custom: string;
}

/** A draft showing `rps`: its plan rate when it is one, else `custom` with the number. */
export function rateDraft(rps: number | null | undefined): RateDraft {
  if (rps && (PLAN_RATES as readonly number[]).includes(rps)) return { choice: rps, custom: '' };
  return rps ? { choice: 'custom', custom: String(rps) } : { choice: 10, custom: '' };
}

/**
 * The requests per second of a draft. Throws `Error` with a readable message when the custom
 * value is not a positive number (at most 10,000: the contract's bound).
 */
export function rateOf(draft: RateDraft): number {
  if (draft.choice !== 'custom') return draft.choice;
  const n = Number(draft.custom.trim());
  if (!draft.custom.trim() || !Number.isFinite(n) || n <= 0) {
    throw new Error('The custom rate must be a positive number of requests per second.');
  }
  if (n > 10_000) throw new Error('The custom rate must be at most 10,000 requests per second.');
  return n;
}
