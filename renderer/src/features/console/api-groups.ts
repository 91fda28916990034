import type { Api, OperationSpec } from '../../../../shared/api/params';
import { listOperations } from '../../../../shared/api/catalogue';

/** One API group of the console's sidebar: its operations in catalogue order. */
export interface ApiGroup {
  api: Api;
  name: string;
  operations: OperationSpec[];
}

// Groups of toncenter's endpoint tables (its v2 and v3 API references). The catalogue lists
// operations without groups, so the mapping lives here, for display only.
const V2_GROUPS: Record<string, string[]> = {
  Accounts: [
    'getAddressInformation',
    'getExtendedAddressInformation',
    'getWalletInformation',
    'getAddressBalance',
    'getAddressState',
    'getTokenData',
    'getShardAccountCell',
  ],
  Blocks: [
    'getMasterchainInfo',
    'getMasterchainBlockSignatures',
    'getShardBlockProof',
    'getConsensusBlock',
    'lookupBlock',
    'getShards',
    'getBlockHeader',
    'getOutMsgQueueSize',
  ],
  Transactions: [
    'getBlockTransactions',
    'getBlockTransactionsExt',
    'getTransactions',
    'getTransactionsStd',
    'tryLocateTx',
    'tryLocateResultTx',
    'tryLocateSourceTx',
  ],
  Send: ['sendBoc', 'sendBocReturnHash', 'estimateFee'],
  'Run method': ['runGetMethod', 'runGetMethodStd'],
  Utils: ['detectAddress', 'detectHash', 'packAddress', 'unpackAddress'],
  Configuration: ['getConfigParam', 'getConfigAll', 'getLibraries'],
};

const V3_GROUPS: Record<string, string[]> = {
  Accounts: ['accountStates', 'addressBook', 'metadata', 'walletStates'],
  'Actions and traces': ['actions', 'pendingActions', 'pendingTraces', 'traces'],
  'Blockchain data': [
    'adjacentTransactions',
    'blocks',
    'masterchainBlockShardState',
    'masterchainBlockShards',
    'masterchainInfo',
    'messages',
    'pendingTransactions',
    'transactions',
    'transactionsByMasterchainBlock',
    'transactionsByMessage',
  ],
  Jettons: ['jetton/burns', 'jetton/masters', 'jetton/transfers', 'jetton/wallets'],
  NFTs: ['nft/collections', 'nft/items', 'nft/sales', 'nft/transfers'],
  DNS: ['dns/records', 'dns/activeAuctions'],
  Staking: [
    'staking/nominatorPools/pool',
    'staking/nominatorPools/nominator',
    'staking/nominatorPools/nominatorEvents',
    'staking/nominatorPools/nominatorRewards',
    'staking/nominatorPools/validatorEvents',
    'staking/nominatorPools/validatorRewards',
  ],
  Validators: [
    'validators/events',
    'validators/elections',
    'validators/cycles',
    'validators/complaints',
  ],
  Multisig: ['multisig/orders', 'multisig/wallets'],
  Vesting: ['vesting'],
  Stats: ['topAccountsByBalance'],
  Utils: ['decode', 'decodePost'],
  'Legacy (v2-style)': [
    'addressInformation',
    'walletInformation',
    'estimateFee',
    'message',
    'runGetMethod',
  ],
};

/**
 * The catalogue's operations of one API generation, grouped as in the seed. Operations the
 * mapping does not know (a newer catalogue) land in "Other", so nothing is ever hidden.
 */
export function groupOperations(api: Api): ApiGroup[] {
  const table = api === 'v2' ? V2_GROUPS : V3_GROUPS;
  const byName = new Map(listOperations(api).map((op) => [op.name, op]));
  const groups: ApiGroup[] = [];
  for (const [name, names] of Object.entries(table)) {
    const operations = names.flatMap((n) => {
      const op = byName.get(n);
      if (!op) return [];
      byName.delete(n);
      return [op];
    });
    if (operations.length > 0) groups.push({ api, name, operations });
  }
  if (byName.size > 0) groups.push({ api, name: 'Other', operations: [...byName.values()] });
  return groups;
}
