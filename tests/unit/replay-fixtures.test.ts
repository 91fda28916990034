import { describe, expect, it } from 'vitest';
import { Cell } from '@ton/core';
import { findOperation } from '../../shared/api/catalogue';
import { txMessageCells, parseTransaction } from '../../shared/replay/cells';
import { diffTransactions } from '../../shared/replay/diff';
import { txOutcome } from '../../shared/replay/outcome';
import { configSeqnoOf, keyBlockSeqnoOf, pinnedBlockOf } from '../../shared/replay/pinned-block';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * Replay's readers on real toncenter captures: a v3 block with its random seed and key-block
 * links, a v2 block header, and mainnet transaction BoCs (an ordinary one, a tick-tock, a
 * deploy) parsed, summarised and compared as a replay does.
 */

const present = fixturesPresent('replay fixtures');

describe.runIf(present)('replay on real toncenter captures', () => {
  it('reads a v3 block: seed, masterchain reference and key block', () => {
    const body = findOperation('v3', 'blocks')!.response.parse(
      loadFixture('v3-blocks-01.json'),
    ) as {
      blocks: Parameters<typeof pinnedBlockOf>[0][];
    };
    const block = pinnedBlockOf(body.blocks[0]!);
    expect(block).toMatchObject({
      workchain: 0,
      shard: '2000000000000000',
      seqno: 21188229,
      genUtime: 1717130279,
      prevKeyBlockSeqno: 19728026,
      masterRefSeqno: 19728372,
      isKeyBlock: false,
    });
    expect(Buffer.from(block.randSeed!, 'base64')).toHaveLength(32);
    expect(keyBlockSeqnoOf(block)).toBe(19728026);
    expect(configSeqnoOf(block)).toBe(19728026);
  });

  it('reads a v2 block header with its key-block fields', () => {
    const env = loadFixture<{ result: unknown }>('docs-v2-getBlockHeader-01.json');
    const header = findOperation('v2', 'getBlockHeader')!.response.parse(env.result) as {
      is_key_block?: boolean;
      prev_key_block_seqno?: number;
      prev_blocks: unknown[];
    };
    expect(typeof header.is_key_block).toBe('boolean');
    expect(typeof header.prev_key_block_seqno).toBe('number');
  });

  it.each(['boc-tx-mainnet-01.json', 'boc-tx-mainnet-02.json', 'boc-tx-mainnet-03.json'])(
    'parses, summarises and compares %s as a replay does',
    (file) => {
      const boc = loadFixture<string>(file);
      const hash = Cell.fromBase64(boc).hash();
      const tx = parseTransaction(boc, hash, file);
      const outcome = txOutcome(tx);
      expect(outcome.hash).toBe(hash.toString('base64'));
      expect(outcome.stateHashBefore).toBe(tx.stateUpdate.oldHash.toString('base64'));
      const { inMessage, outMessages } = txMessageCells(tx.raw);
      expect(outMessages).toHaveLength(tx.outMessagesCount);
      expect(outcome.outMessages.map((m) => m.hash)).toEqual(
        outMessages.map((c) => c.hash().toString('base64')),
      );
      // A tick-tock transaction has no in-message (replay runs it with runTickTock).
      expect(inMessage === null).toBe(tx.description.type === 'tick-tock');
      expect(diffTransactions(tx, tx)).toEqual([]);
      expect(() => parseTransaction(boc, Buffer.alloc(32), file)).toThrow(/hashes to/);
    },
  );
});
