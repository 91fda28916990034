import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { QueryView } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import { useProfile } from '../../lib/profile-context';
import { BlockLink } from '../blocks';
import { LatestActivity } from './LatestActivity';
import { StartHere } from './StartHere';

/**
 * Start page: what the search accepts; on the local network, where to start in its demo
 * scenario; the network's latest masterchain block, latest transactions and blocks.
 */
export function HomePage() {
  const profile = useProfile();
  const mc = useV3('masterchainInfo', {});
  return (
    <section className="home">
      <h1>Explore {profile.name}</h1>
      <p className="muted">
        Search (press <kbd>/</kbd>) for an address in any form, a name (<code>alice.ton</code>), a
        label, a jetton symbol, a transaction or message hash, or a block as{' '}
        <code>wc:shard:seqno</code>.
      </p>
      {profile.network === 'local' && <StartHere />}
      <h2>Latest masterchain block</h2>
      <QueryView query={mc} loading="Loading the latest block…">
        {(data) => (
          <KeyValue
            label="Latest masterchain block"
            items={[
              [
                'Seqno',
                <BlockLink key="b" block={data.last}>
                  {data.last.seqno}
                </BlockLink>,
              ],
              ['Generated', <DateTime key="t" unix={data.last.gen_utime} />],
              ['Root hash', <Hash key="h" value={data.last.root_hash} label="root hash" />],
              ['First indexed seqno', String(data.first.seqno)],
            ]}
          />
        )}
      </QueryView>
      <LatestActivity />
    </section>
  );
}
