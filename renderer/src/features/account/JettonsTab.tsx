import { SmallTable } from '../../components/SmallTable';
import { EmptyState } from '../../components/States';
import { HeldList } from './HeldList';
import { useHeldJettons } from './use-held-jettons';
import { HELD_JETTON_COLUMNS } from './held-jetton-columns';

/**
 * Jettons held (v3 `jetton/wallets` by owner) with the master's metadata and decimals applied;
 * masters without indexed metadata are looked up with `jetton/masters` (on-chain content).
 */
export function JettonsTab({ raw }: { raw: string }) {
  const { wallets, masterInfo, visible, control } = useHeldJettons(raw);
  return (
    <HeldList
      query={wallets}
      loading="Loading jettons…"
      isEmpty={(d) => d.jetton_wallets.length === 0}
      empty={<EmptyState title="No jettons">This account holds no jetton wallets.</EmptyState>}
      extra={masterInfo.data}
    >
      {() => (
        <>
          {control}
          <SmallTable
            label="Jettons held"
            rows={visible}
            getKey={({ w }) => w.address}
            columns={HELD_JETTON_COLUMNS}
          />
        </>
      )}
    </HeldList>
  );
}
