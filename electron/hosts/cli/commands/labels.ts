import { AppError } from '../../../../shared/ipc/errors';
import { networkSchema, type Network } from '../../../../shared/profiles';
import { provenanceLines } from '../../../../shared/labels/provenance';
import { revealUnsafe } from '../../../../shared/text/safety';
import { networkAddressForms } from '../../../../shared/ton/address';
import type { AddressLabel } from '../../../../shared/workspace/labels';
import { Workspace } from '../../../core/services/workspace/workspace';

export const LABELS_USAGE = `  labels lookup <mainnet|testnet|local> <address> [--json]
         (the built-in and your labels of an address, with their provenance; no network access)`;

function bad(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `labels lookup: ${message}` });
}

/** What `labels lookup` finds: the address's forms, its built-in label and the user's. */
export interface LabelsLookup {
  network: Network;
  address: { raw: string; bounceable: string; nonBounceable: string };
  /** The network's built-in set's label (ton-labels on mainnet), null when none. */
  builtin: AddressLabel | null;
  /** The user's label (written or imported), null when none. */
  user: AddressLabel | null;
  /** Which one the app shows: the user's overrides a built-in one. */
  shown: 'user' | 'builtin' | null;
}

/**
 * Looks up an address's labels on a network from the user-data folder's workspace (the
 * user's labels) and the built-in set shipped with the app, without any network access.
 * Throws INVALID_INPUT for an unknown network or an address that does not parse.
 */
export function lookupLabels(userDataDir: string, network: string, address: string): LabelsLookup {
  const net = networkSchema.safeParse(network);
  if (!net.success)
    throw bad(`unknown network "${network.slice(0, 40)}" (mainnet, testnet, local)`);
  let forms: ReturnType<typeof networkAddressForms>;
  try {
    forms = networkAddressForms(address.trim(), net.data);
  } catch (err) {
    throw bad((err as Error).message);
  }
  const ws = Workspace.open(userDataDir);
  try {
    const user = ws.labels.get(net.data, forms.raw);
    const builtin = ws.directory.builtin.get(net.data, forms.raw);
    return {
      network: net.data,
      address: forms,
      builtin,
      user: user ? { ...user } : null,
      shown: user ? 'user' : builtin ? 'builtin' : null,
    };
  } finally {
    ws.close();
  }
}

/** One label as text lines: the label, category, note, then its provenance. */
function labelLines(title: string, l: AddressLabel): string[] {
  const safe = (t: string) => revealUnsafe(t);
  const lines = [`${title}: ${safe(l.label)}`];
  if (l.category) lines.push(`  category      ${safe(l.category)}`);
  if (l.note) lines.push(`  note          ${safe(l.note)}`);
  for (const [k, v] of l.provenance ? provenanceLines(l.provenance) : []) {
    if (k === 'Category' && v === l.category) continue;
    lines.push(`  ${k.toLowerCase().padEnd(13)} ${safe(v)}`);
  }
  return lines;
}

/** {@link LabelsLookup} in words: the address, the built-in label, the user's. */
export function formatLabelsLookup(r: LabelsLookup): string {
  const lines = [`${r.address.bounceable} (${r.address.raw}) on ${r.network}`];
  lines.push(...(r.builtin ? labelLines('built-in label', r.builtin) : ['built-in label: none']));
  if (r.user) {
    const title = r.builtin ? 'your label (overrides the built-in one)' : 'your label';
    lines.push(...labelLines(title, r.user));
  } else {
    lines.push('your label: none');
  }
  return lines.join('\n');
}

/** `labels lookup <network> <address> [--json]`. */
export function labelsLookupCommand(
  userDataDir: string,
  args: string[],
  json: boolean,
  out: (text: string) => void,
): void {
  const [network, address] = args;
  if (!network || !address) throw bad('needs <network> <address>');
  const r = lookupLabels(userDataDir, network, address);
  out(json ? JSON.stringify(r, null, 2) : formatLabelsLookup(r));
}
