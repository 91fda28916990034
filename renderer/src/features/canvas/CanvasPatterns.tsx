import { useMemo, useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { edgeId } from '../../../../shared/canvas/edges';
import { ruleText, type RiskFlag } from '../../../../shared/risk';
import { exposureOf, exposureText } from '../../../../shared/risk/exposure';
import { peelChainFlags, peelChains, type PeelChain } from '../../../../shared/risk/peel-chain';
import {
  firstFundings,
  sharedFunderFlag,
  sharedFunders,
  type SharedFunder,
} from '../../../../shared/risk/shared-funder';
import { provenanceText } from '../../../../shared/labels/provenance';
import { Address } from '../../components/Address';
import { useLabelsOf } from '../../api/labels';
import { useNetwork } from '../../lib/profile-context';
import type { CanvasSelection } from './CanvasGraph';
import { tonText } from '../../../../shared/ton/asset-facts';

/** What the pattern rules found on a canvas's flows. */
export interface CanvasPatternsFound {
  chains: PeelChain[];
  /** The chains' accounts and onward flows, marked on the drawing. */
  peel: { accounts: ReadonlySet<string>; edges: ReadonlySet<string> };
  /** `peel-chain` flags by account (raw upper-case), for the accounts table's badges. */
  peelFlags: ReadonlyMap<string, RiskFlag[]>;
  /** Shared-funder suggestions (never applied without the user). */
  funders: SharedFunder[];
}

/**
 * The pattern rules (shared/risk) over the canvas's flows: peel chains (marked on the
 * drawing, flagged in the accounts table) and shared funders (suggestions).
 */
export function useCanvasPatterns(
  doc: Pick<CanvasDocument, 'edges' | 'groups'>,
  name: (address: string) => string,
): CanvasPatternsFound {
  return useMemo(() => {
    const chains = peelChains(doc.edges);
    const accounts = new Set<string>();
    const edges = new Set<string>();
    const peelFlags = new Map<string, RiskFlag[]>();
    for (const c of chains) {
      c.accounts.forEach((a) => accounts.add(a));
      for (const h of c.hops) edges.add(edgeId(h.received.from, h.account, c.asset));
      edges.add(edgeId(c.hops[c.hops.length - 1]!.account, c.end, c.asset));
      for (const f of peelChainFlags(c, name, (a) => a)) {
        peelFlags.set(f.subject, [...(peelFlags.get(f.subject) ?? []), f]);
      }
    }
    // A suggestion already grouped (every member in one entity) is not repeated.
    const grouped = (s: SharedFunder) =>
      doc.groups.some((g) => s.members.every((m) => g.members.includes(m.account)));
    const funders = sharedFunders(firstFundings(doc.edges).values()).filter((s) => !grouped(s));
    return { chains, peel: { accounts, edges }, peelFlags, funders };
  }, [doc.edges, doc.groups, name]);
}

/** One peel chain in words, its hops' evidence under it. */
function PeelChainItem({ chain, name }: { chain: PeelChain; name(a: string): string }) {
  const received = chain.hops[0]!.received.amount;
  const peeled = chain.hops.reduce(
    (s, h) => s + h.peels.reduce((p, f) => p + BigInt(f.amount), 0n),
    0n,
  );
  const ton = chain.asset === 'TON';
  return (
    <li data-testid="peel-chain" data-accounts={chain.accounts.join(' ')}>
      <strong>{chain.accounts.map(name).join(' → ')}</strong>{' '}
      <span className="muted">
        · {chain.hops.length} hops
        {ton && ` · ${tonText(received)} in, ${tonText(peeled)} peeled off`}
      </span>
      <details>
        <summary>Evidence</summary>
        <ol>
          {peelChainFlags(chain, name).map((f) => (
            <li key={f.subject}>{f.evidence}</li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** A shared-funder suggestion: the funder, the wallets, Group or Dismiss. */
function FunderItem({
  s,
  name,
  onGroup,
  onDismiss,
}: {
  s: SharedFunder;
  name(a: string): string;
  onGroup(): void;
  onDismiss(): void;
}) {
  const flag = sharedFunderFlag(s, name);
  return (
    <li data-testid="shared-funder">
      <Address address={s.funder} /> {flag.detail}
      <ul className="plain-list">
        {s.members.map((m) => (
          <li key={m.account}>
            <Address address={m.account} /> {tonText(m.amount)}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onGroup}>
        Group as one entity
      </button>{' '}
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </li>
  );
}

/**
 * The exposure of the selected account: the share of its TON inflows on the canvas from
 * accounts labelled scam, drainer… (the user's labels and the built-in set's), with those
 * accounts and each label's provenance.
 */
function ExposureOf({ doc, account }: { doc: CanvasDocument; account: string }) {
  const network = useNetwork();
  const senders = useMemo(
    () => [...new Set(doc.edges.filter((e) => e.to === account).map((e) => e.from))],
    [doc.edges, account],
  );
  const labels = useLabelsOf(network, senders);
  if (!senders.length || !labels.data) return null;
  const e = exposureOf(account, doc.edges, (a) => labels.data[a.toLowerCase()]);
  const text = exposureText(e);
  return (
    <div data-testid="exposure">
      <h3>Exposure of the selected account</h3>
      {text ? (
        <>
          <p>
            {text} ({tonText(e.exposed)} of {tonText(e.total)} drawn)
          </p>
          <ul className="plain-list">
            {e.sources.map((s) => (
              <li key={s.account}>
                <Address address={s.account} /> {tonText(s.amount)}: “{s.label.label}” (
                {s.label.provenance ? provenanceText(s.label.provenance) : 'your label'})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">
          None of its {tonText(e.total)} of inflows drawn comes from an account labelled scam,
          drainer or the like.
        </p>
      )}
    </div>
  );
}

/**
 * The canvas's patterns beside its tables: peel chains with their evidence (also marked on
 * the drawing), shared-funder suggestions (grouped only when the user says so), and the
 * selected account's exposure to risky labels.
 */
export function CanvasPatterns({
  doc,
  found,
  name,
  selected,
  onGroup,
  onSelect,
}: {
  doc: CanvasDocument;
  found: CanvasPatternsFound;
  name(a: string): string;
  selected: string | null;
  onGroup(members: string[], note: string): void;
  onSelect(s: CanvasSelection): void;
}) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const funders = found.funders.filter((s) => !dismissed.has(s.funder));
  if (!found.chains.length && !funders.length && !selected) return null;
  return (
    <section aria-label="Patterns on the canvas" className="canvas-patterns">
      {found.chains.length > 0 && (
        <>
          <h2>{ruleText('peel-chain').title}</h2>
          <p className="muted">{ruleText('peel-chain').words}</p>
          <ul className="plain-list">
            {found.chains.map((c) => (
              <PeelChainItem key={c.accounts.join('>')} chain={c} name={name} />
            ))}
          </ul>
        </>
      )}
      {funders.length > 0 && (
        <>
          <h2>{ruleText('shared-funder').title} (suggestions)</h2>
          <ul className="plain-list">
            {funders.map((s) => (
              <FunderItem
                key={s.funder}
                s={s}
                name={name}
                onGroup={() => {
                  const members = s.members.map((m) => m.account);
                  onGroup(members, `Shared funder: first funded by ${name(s.funder)}`);
                  onSelect({ kind: 'node', id: members[0]! });
                }}
                onDismiss={() => setDismissed((d) => new Set([...d, s.funder]))}
              />
            ))}
          </ul>
        </>
      )}
      {selected && <ExposureOf doc={doc} account={selected} />}
    </section>
  );
}
