import type { CanvasNode } from '../../../../shared/canvas/document';
import { assetUnitText } from '../../../../shared/canvas/drawing';
import { Address } from '../../components/Address';
import { routePath } from '../../routing/routes';
import { AccountTraced } from './AttributionPanel';
import { AutoTracePanel } from './AutoTracePanel';
import { DIRECTION_WORDS } from './canvas-info';
import { assetOf } from './canvas-model';
import { NoteField } from './fields';
import type { CanvasEditorState } from './use-canvas-editor';

/**
 * The selected account's panel: its address and a link to its page, what happened to the
 * traced value there, Expand (in, out, both) and Load more, Auto-trace from it, its note.
 */
export function SelectedAccountPanel({ ed, node }: { ed: CanvasEditorState; node: CanvasNode }) {
  const { doc } = ed;
  const asset = doc.filters.asset ?? 'TON';
  return (
    <section className="canvas-panel" aria-label="Selected account">
      <h2>Account</h2>
      <p>
        <Address address={node.address} />{' '}
        <a href={routePath({ name: 'account', address: node.address })}>Open the account</a>
      </p>
      <AccountTraced
        doc={doc}
        attribution={ed.attribution}
        address={node.address}
        name={ed.naming.label}
      />
      <ExpandButtons ed={ed} node={node} />
      <button type="button" onClick={ed.toggleTracing} aria-expanded={ed.tracing}>
        Auto-trace…
      </button>
      {ed.tracing && (
        <AutoTracePanel
          start={node.address}
          asset={asset}
          assetInfo={{
            ...assetOf(doc, asset),
            symbol: assetUnitText(doc, asset, ed.naming.profile.network),
          }}
          fromUnix={doc.filters.fromUnix}
          rule={doc.rule}
          onResult={ed.expansion.onTrace}
        />
      )}
      <NoteField
        label="Note on this account"
        key={node.address}
        note={node.note}
        onNote={(note) => ed.edits.noteNode(node.address, note)}
      />
    </section>
  );
}

/** Expand the account in, out or both ways, and Load more where a direction has more. */
function ExpandButtons({ ed, node }: { ed: CanvasEditorState; node: CanvasNode }) {
  const { busy, expand } = ed.expansion;
  return (
    <div className="toolbar" role="group" aria-label="Expand">
      {(['in', 'out', 'both'] as const).map((d) => (
        <button
          key={d}
          type="button"
          disabled={busy !== null}
          onClick={() => void expand(node.address, d)}
        >
          Expand {DIRECTION_WORDS[d]}
        </button>
      ))}
      {node.expanded
        .filter((e) => e.nextOffset !== null)
        .map((e) => (
          <button
            key={e.direction}
            type="button"
            disabled={busy !== null}
            onClick={() => void expand(node.address, e.direction, true)}
          >
            Load more ({DIRECTION_WORDS[e.direction]})
          </button>
        ))}
    </div>
  );
}
