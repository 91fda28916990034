import { Hash } from '../components/Hash';
import { KeyValue } from '../components/KeyValue';
import { QueryView } from '../components/States';
import { DateTime } from '../components/DateTime';
import { useV3 } from '../lib/api-call';
import { useProfile } from '../lib/profile-context';

/** Start page: what the search accepts, and the network's latest masterchain block. */
export function HomePage() {
  const profile = useProfile();
  const mc = useV3('masterchainInfo', {});
  return (
    <section className="home">
      <h1>Explore {profile.name}</h1>
      <p className="muted">
        Search (press <kbd>/</kbd>) for an address in any form, a transaction or message hash, or a
        block as <code>wc:shard:seqno</code>.
      </p>
      <h2>Latest masterchain block</h2>
      <QueryView query={mc} loading="Loading the latest block…">
        {(data) => (
          <KeyValue
            label="Latest masterchain block"
            items={[
              [
                'Seqno',
                <a
                  key="b"
                  href={`#/block/${data.last.workchain}:${data.last.shard}:${data.last.seqno}`}
                >
                  {data.last.seqno}
                </a>,
              ],
              ['Generated', <DateTime key="t" unix={data.last.gen_utime} />],
              ['Root hash', <Hash key="h" value={data.last.root_hash} label="root hash" />],
              ['First indexed seqno', String(data.first.seqno)],
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}
