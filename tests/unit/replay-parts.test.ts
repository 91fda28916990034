import { describe, expect, it } from 'vitest';
import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  external,
  loadMessage,
  loadShardAccount,
  storeMessage,
  storeShardAccount,
  toNano,
} from '@ton/core';
import { Blockchain, createShardAccount, internal as chainMessage } from '@ton/sandbox';
import {
  ChainDataError,
  emptyShardAccount,
  libraryRefs,
  librariesDict,
  parseConfig,
  parseLibrary,
  parseShardAccount,
  parseTransaction,
} from '../../shared/replay/cells';
import { likelyCause } from '../../shared/replay/diff';
import {
  explainExitCode,
  explainResultCode,
  explainSkipReason,
} from '../../shared/replay/exit-explain';
import { configSeqnoOf, keyBlockSeqnoOf, type PinnedBlock } from '../../shared/replay/pinned-block';
import {
  changeBalance,
  changeMessage,
  parseBody,
  whatIfChangeSchema,
} from '../../shared/replay/what-if';

/** Replay's pure parts: exit codes in words, chain data checks, what-if inputs, causes. */

describe('exit codes in words', () => {
  it('explains TVM codes, with what they usually point at', () => {
    const e = explainExitCode(9);
    expect(e).toMatchObject({ source: 'tvm', meaning: 'Cell underflow' });
    expect(e.words).toMatch(/^Exit code 9 \(TVM\): Cell underflow: a read went past the end/);
    expect(explainExitCode(-14).words).toMatch(/gas limit was reached/);
  });

  it('explains the TEP-74 jetton and TEP-62 NFT codes as the standard contracts use them', () => {
    expect(explainExitCode(709).words).toBe(
      'Exit code 709 (TEP-74 jetton wallet): Jetton wallet: not enough TON for the transfer and forward amount. ' +
        "Contracts choose codes above 63 themselves; this is the standard contract's meaning.",
    );
    expect(explainExitCode(401)).toMatchObject({ source: 'standard-contract' });
    expect(explainExitCode(401).words).toMatch(/\(TEP-62 NFT\): NFT: sender is not the owner/);
  });

  it("says a contract's own code has its meaning in the contract's source", () => {
    expect(explainExitCode(4242)).toMatchObject({ source: 'contract', meaning: null });
    expect(explainExitCode(4242).words).toMatch(/the contract's source says what it means/);
  });

  it('explains action phase result codes and skipped compute phases', () => {
    expect(explainResultCode(37).words).toBe('Action phase result 37: Not enough Toncoin.');
    expect(explainSkipReason('no-state')).toMatch(/no code and the message brought none/);
    expect(explainSkipReason('no_gas')).toMatch(/enough value to buy any gas/);
  });
});

describe('chain data checks', () => {
  it('a ShardAccount cell must have its Account reference; others are named errors', () => {
    const empty = emptyShardAccount();
    expect(empty.parsed.account).toBeFalsy();
    expect(parseShardAccount(empty.cell, 'x').accountHash.equals(empty.cell.refs[0]!.hash())).toBe(
      true,
    );
    expect(() =>
      parseShardAccount(beginCell().storeUint(1, 8).endCell(), 'the state of A'),
    ).toThrow(/^the state of A: not a ShardAccount cell/);
  });

  it('a transaction BoC must hash to the hash it was asked by', () => {
    const cell = beginCell().storeUint(7, 4).endCell();
    expect(() => parseTransaction(cell.toBoc(), Buffer.alloc(32), 'transaction T')).toThrow(
      ChainDataError,
    );
    expect(() => parseTransaction('not base64 at all!', cell.hash(), 'transaction T')).toThrow(
      /transaction T: not a BoC/,
    );
  });

  it('a configuration must be a dictionary with the gas and message prices', async () => {
    const good = (await Blockchain.create()).configBase64;
    expect(parseConfig(good, 'c').hash().toString('base64')).toBe(
      Cell.fromBase64(good).hash().toString('base64'),
    );
    const dict = Dictionary.empty(Dictionary.Keys.Int(32), Dictionary.Values.Cell());
    dict.set(0, Cell.EMPTY);
    const bad = beginCell().storeDictDirect(dict).endCell().toBoc().toString('base64');
    expect(() => parseConfig(bad, 'the configuration at block 5')).toThrow(
      /the configuration at block 5: .*parameter 20 is missing/,
    );
  });

  it('finds library cells anywhere under the roots, and checks a library against its hash', () => {
    const code = beginCell().storeUint(0xabcdef, 24).endCell();
    const lib = new Cell({
      exotic: true,
      bits: beginCell().storeUint(2, 8).storeBuffer(code.hash()).endCell().bits,
    });
    const root = beginCell().storeRef(beginCell().storeRef(lib)).storeRef(lib).endCell();
    const hex = code.hash().toString('hex').toUpperCase();
    expect(libraryRefs([root])).toEqual([hex]);
    expect(parseLibrary(code.toBoc().toString('base64'), hex).equals(code)).toBe(true);
    expect(() => parseLibrary(Cell.EMPTY.toBoc().toString('base64'), hex)).toThrow(
      new RegExp(`^library ${hex}: its BoC hashes to`),
    );
    const dict = Dictionary.loadDirect(
      Dictionary.Keys.BigUint(256),
      Dictionary.Values.Cell(),
      librariesDict(new Map([[hex, code]])),
    );
    expect(dict.get(BigInt(`0x${hex}`))?.equals(code)).toBe(true);
    expect(librariesDict(new Map())).toBeNull();
  });
});

describe('what-if inputs', () => {
  const a = Address.parse(`0:${'aa'.repeat(32)}`);
  const b = Address.parse(`0:${'bb'.repeat(32)}`);
  const msg = beginCell()
    .store(storeMessage(chainMessage({ from: a, to: b, value: toNano('1'), bounce: true })))
    .endCell();

  it('changes the in-message value, bounce flag and body, saying what changed', () => {
    const body = beginCell().storeUint(1, 32).endCell().toBoc().toString('hex');
    const r = changeMessage(msg, { value: '10000000', bounce: false, body });
    const m = loadMessage(r.message.beginParse());
    if (m.info.type !== 'internal') throw new Error('internal expected');
    expect(m.info.value.coins).toBe(10_000_000n);
    expect(m.info.bounce).toBe(false);
    expect(m.info.src.equals(a)).toBe(true);
    expect(r.changes).toEqual([
      'in-message value 1 TON → 0.01 TON',
      'in-message bounce flag true → false',
      'in-message body replaced (32 bits, 0 refs)',
    ]);
  });

  it('reads a body as a BoC in base64 or hex, or as plain hex bytes', () => {
    const body = beginCell().storeUint(0x0f8a7ea5, 32).endCell();
    expect(parseBody(body.toBoc().toString('base64')).equals(body)).toBe(true);
    expect(parseBody(body.toBoc().toString('hex')).equals(body)).toBe(true);
    expect(parseBody('0x0f8a7ea5').equals(body)).toBe(true);
    expect(parseBody('').equals(Cell.EMPTY)).toBe(true);
    expect(() => parseBody('zz')).toThrow(/BoC .* or at most 127 bytes of hex/);
  });

  it('refuses a value for an external message, and a balance for an account that does not exist', () => {
    const ext = beginCell()
      .store(storeMessage(external({ to: b, body: Cell.EMPTY })))
      .endCell();
    expect(() => changeMessage(ext, { value: '1' })).toThrow(/external message has no value/);
    expect(() => changeBalance(emptyShardAccount().cell, '5')).toThrow(/does not exist/);
  });

  it('changes the balance of the account before the transaction', () => {
    const sa = beginCell()
      .store(
        storeShardAccount(
          createShardAccount({
            address: b,
            code: Cell.EMPTY,
            data: Cell.EMPTY,
            balance: 5n,
            workchain: 0,
          }),
        ),
      )
      .endCell();
    const r = changeBalance(sa, '7000000000');
    expect(loadShardAccount(r.shardAccount.beginParse()).account?.storage.balance.coins).toBe(
      7_000_000_000n,
    );
    expect(r.change).toBe('account balance 0.000000005 TON → 7 TON');
  });

  it('validates a change request: at least one input, amounts in nanotons', () => {
    expect(whatIfChangeSchema.safeParse({}).success).toBe(false);
    expect(whatIfChangeSchema.safeParse({ value: '1.5' }).success).toBe(false);
    expect(whatIfChangeSchema.safeParse({ bounce: false }).success).toBe(true);
  });
});

describe('pins and causes', () => {
  const block = (over: Partial<PinnedBlock>): PinnedBlock => ({
    workchain: -1,
    shard: '8000000000000000',
    seqno: 100,
    rootHash: '',
    fileHash: '',
    genUtime: 0,
    startLt: '0',
    endLt: '0',
    randSeed: null,
    isKeyBlock: false,
    prevKeyBlockSeqno: 90,
    masterRefSeqno: null,
    ...over,
  });

  it('reads the configuration at the key block in force (never at the zero state)', () => {
    expect(configSeqnoOf(block({}))).toBe(90);
    expect(configSeqnoOf(block({ isKeyBlock: true }))).toBe(100);
    expect(keyBlockSeqnoOf(block({ prevKeyBlockSeqno: 0 }))).toBe(0);
    expect(configSeqnoOf(block({ prevKeyBlockSeqno: 0 }))).toBe(100);
    expect(configSeqnoOf(block({ prevKeyBlockSeqno: null }))).toBe(100);
  });

  it('names the likely cause from the first differing part and what the VM read', () => {
    const hints = {
      earlierMismatch: null,
      prevBlocksRead: false,
      prevBlocksGiven: false,
      randomRead: false,
      randSeedKnown: true,
      missingLibraries: [],
      libraryLoadFailed: false,
    };
    const storage = [
      { part: 'storage' as const, field: 'storage.storageFeesCollected', chain: '1', replay: '2' },
    ];
    expect(likelyCause(storage, hints).kind).toBe('storage');
    const compute = [
      { part: 'compute' as const, field: 'compute.exitCode', chain: '0', replay: '7' },
    ];
    expect(likelyCause(compute, { ...hints, prevBlocksRead: true }).kind).toBe('previous-blocks');
    expect(likelyCause(compute, hints).kind).toBe('emulator-version');
    const earlier = likelyCause(compute, { ...hints, earlierMismatch: 'X=' });
    expect(earlier).toMatchObject({ kind: 'earlier-transaction' });
    expect(earlier.text).toMatch(/\(X=\)\.$/);
    expect(likelyCause(compute, { ...hints, missingLibraries: ['AB'] }).text).toMatch(
      /not returned: AB/,
    );
  });
});
