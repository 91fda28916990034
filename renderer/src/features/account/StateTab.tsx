import { CopyButton } from '../../components/CopyButton';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { EmptyState, QueryView } from '../../components/States';
import { useV3 } from '../../api/use-v3';

/** Saves base64 BoC bytes as a `.boc` file. */
function download(base64: string, name: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function BocBlock({ title, boc, file }: { title: string; boc: string | undefined; file: string }) {
  if (!boc) return <p className="muted">No {title.toLowerCase()}.</p>;
  return (
    <section className="boc-block">
      <h3>{title}</h3>
      <div className="boc-actions">
        <CopyButton text={boc} label={`${title.toLowerCase()} BoC`} />
        <button type="button" onClick={() => download(boc, file)}>
          Download {file}
        </button>
        <span className="muted">{Math.floor((boc.length * 3) / 4)} bytes</span>
      </div>
      <pre className="boc" aria-label={`${title} BoC (base64)`}>
        {boc}
      </pre>
    </section>
  );
}

/** Raw state: code and data BoCs (v3 `accountStates` with include_boc), copy and download. */
export function StateTab({ raw }: { raw: string }) {
  const q = useV3('accountStates', { address: [raw], include_boc: true });
  return (
    <QueryView
      query={q}
      loading="Loading the state…"
      isEmpty={(d) => d.accounts.length === 0}
      empty={<EmptyState title="No state">This account does not exist on chain.</EmptyState>}
    >
      {(d) => {
        const acc = d.accounts[0]! as (typeof d.accounts)[number] & {
          code_boc?: string;
          data_boc?: string;
        };
        const short = raw.split(':')[1]!.slice(0, 8);
        return (
          <div>
            <KeyValue
              label="State hashes"
              items={[
                ['Status', acc.status],
                ['Code hash', <Hash key="c" value={acc.code_hash} label="code hash" />],
                ['Data hash', <Hash key="d" value={acc.data_hash} label="data hash" />],
                ['Last transaction lt', acc.last_transaction_lt ?? '—'],
              ]}
            />
            <BocBlock title="Code" boc={acc.code_boc} file={`code-${short}.boc`} />
            <BocBlock title="Data" boc={acc.data_boc} file={`data-${short}.boc`} />
          </div>
        );
      }}
    </QueryView>
  );
}
