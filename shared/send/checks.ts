import type { Network } from '../profiles';
import { nanoToTon } from '../ton/amount';
import type { DecodedExternal } from './decode-external';
import { GLOBAL_IDS } from './wallet-codes';

/** Ids of the checks run before sending, in display order. */
export const CHECK_IDS = ['parse', 'network', 'seqno', 'valid-until', 'balance'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** `fail` blocks sending; `warn` and `skip` do not (the message says why). */
export type CheckStatus = 'pass' | 'fail' | 'warn' | 'skip';

/** One pre-send check with its verdict in words. */
export interface SendCheck {
  id: CheckId;
  /** Short name: "BoC parses", "Network", "Seqno", "Valid until", "Balance". */
  title: string;
  status: CheckStatus;
  message: string;
}

/** Account status words of toncenter v3 (`uninit`, `nonexist`...) and v2 (`uninitialized`). */
export type AccountStatus = 'active' | 'uninit' | 'nonexist' | 'frozen';

/**
 * What the network says about the destination wallet, gathered by the send service.
 * `seqno` is the `seqno` get-method result (null when it could not run: `seqnoError` says
 * why); `balanceNano` is nanotons as a decimal string.
 */
export interface ChainFacts {
  network: Network;
  /** Global id of the profile's network (ConfigParam 19); null when unknown. */
  globalId: number | null;
  status: AccountStatus;
  balanceNano: string;
  seqno: number | null;
  seqnoError?: string;
  /** Current unix time, seconds (the check's clock). */
  now: number;
}

const TITLES: Record<CheckId, string> = {
  parse: 'BoC parses',
  network: 'Network',
  seqno: 'Seqno',
  'valid-until': 'Valid until',
  balance: 'Balance',
};

function check(id: CheckId, status: CheckStatus, message: string): SendCheck {
  return { id, title: TITLES[id], status, message };
}

/** The global id a profile's network is expected to have; the local network is mainnet-style. */
export function expectedGlobalId(network: Network): number {
  return network === 'testnet' ? GLOBAL_IDS.testnet : GLOBAL_IDS.mainnet;
}

function networkName(globalId: number): string {
  if (globalId === GLOBAL_IDS.mainnet) return 'mainnet';
  if (globalId === GLOBAL_IDS.testnet) return 'testnet';
  return `the network with global id ${globalId}`;
}

/** The failed `parse` check for a BoC that did not decode (`reason` is the decoder's message). */
export function parseFailure(reason: string): SendCheck {
  return check('parse', 'fail', reason);
}

function networkCheck(decoded: DecodedExternal, facts: ChainFacts): SendCheck {
  const wallet = decoded.wallet;
  const globalId = facts.globalId ?? expectedGlobalId(facts.network);
  const net = wallet?.walletIdNetwork;
  if (wallet?.version === 'v5R1') {
    if (!net) {
      return check(
        'network',
        'warn',
        `The v5R1 wallet id ${wallet.walletId} is not a standard client id for mainnet or testnet; the network it was signed for cannot be told.`,
      );
    }
    if (net.globalId !== globalId) {
      return check(
        'network',
        'fail',
        `This message was signed for ${net.network}: its v5R1 wallet id ${wallet.walletId} carries global id ${net.globalId}, ` +
          `but this profile's network is ${facts.network} (global id ${globalId}, ${networkName(globalId)}). ` +
          'The wallet would refuse it here; send it on a profile for the network it was signed for.',
      );
    }
    return check(
      'network',
      'pass',
      `Signed for ${net.network} (v5R1 wallet id ${wallet.walletId}, global id ${net.globalId}), which matches this profile (${facts.network}).`,
    );
  }
  if (facts.status === 'nonexist' && !decoded.stateInit) {
    return check(
      'network',
      'fail',
      `The destination ${decoded.destination.raw} does not exist on this profile's network (${facts.network}) and the message carries no state init: ` +
        'it was probably signed for another network.',
    );
  }
  return check(
    'network',
    'skip',
    'The BoC carries no network flag (addresses inside a BoC have no test-only bit, and v3R2/v4R2 wallet ids are the same on every network). ' +
      `The destination exists on ${facts.network}; the seqno check below verifies the wallet here.`,
  );
}

function seqnoCheck(decoded: DecodedExternal, facts: ChainFacts): SendCheck {
  const wallet = decoded.wallet;
  if (!wallet) return check('seqno', 'skip', 'Not a standard wallet request: no seqno to check.');
  if (facts.status !== 'active') {
    if (decoded.stateInit) {
      return wallet.seqno === 0
        ? check(
            'seqno',
            'pass',
            `The wallet is not deployed yet (${facts.status}); this message deploys it with seqno 0.`,
          )
        : check(
            'seqno',
            'fail',
            `The wallet is not deployed yet (${facts.status}): a deploying message must have seqno 0, this one has ${wallet.seqno}.`,
          );
    }
    return check(
      'seqno',
      'fail',
      `The wallet ${decoded.destination.raw} is not deployed on this network (status ${facts.status}) and the message has no state init, so no seqno can match.`,
    );
  }
  if (facts.seqno === null) {
    return check(
      'seqno',
      'fail',
      `The wallet's seqno get-method failed: ${facts.seqnoError ?? 'no result'}.`,
    );
  }
  if (wallet.seqno === facts.seqno) {
    return check('seqno', 'pass', `Seqno ${wallet.seqno} equals the wallet's current seqno.`);
  }
  if (wallet.seqno < facts.seqno) {
    return check(
      'seqno',
      'fail',
      `Stale seqno: the message has seqno ${wallet.seqno} but the wallet's current seqno is ${facts.seqno}. ` +
        'A message with this seqno was already processed (or skipped); sign a new one with the current seqno.',
    );
  }
  return check(
    'seqno',
    'fail',
    `Seqno ${wallet.seqno} is ahead of the wallet's current seqno ${facts.seqno}: the wallet only accepts ${facts.seqno}. ` +
      'Send the earlier messages first, or sign again with the current seqno.',
  );
}

/** A message expiring within this many seconds may expire before a block includes it. */
export const EXPIRY_WARN_SECONDS = 30;

function validUntilCheck(decoded: DecodedExternal, facts: ChainFacts): SendCheck {
  const wallet = decoded.wallet;
  if (!wallet)
    return check('valid-until', 'skip', 'Not a standard wallet request: no valid_until to check.');
  const left = wallet.validUntil - facts.now;
  const at = new Date(wallet.validUntil * 1000).toISOString();
  if (left <= 0) {
    return check(
      'valid-until',
      'fail',
      `Expired: valid_until is ${at}, ${-left} s ago. The wallet refuses expired messages; sign a new one.`,
    );
  }
  if (left < EXPIRY_WARN_SECONDS) {
    return check(
      'valid-until',
      'warn',
      `Expires in ${left} s (${at}): it may expire before a block includes it.`,
    );
  }
  return check('valid-until', 'pass', `Valid until ${at} (in ${formatSpan(left)}).`);
}

function balanceCheck(decoded: DecodedExternal, facts: ChainFacts): SendCheck {
  const wallet = decoded.wallet;
  if (!wallet)
    return check('balance', 'skip', 'Not a standard wallet request: no values to compare.');
  const balance = BigInt(facts.balanceNano);
  const total = BigInt(decoded.totalValueNano);
  if (decoded.sendsWholeBalance) {
    return balance > 0n
      ? check(
          'balance',
          'pass',
          `A message carries the whole remaining balance (${nanoToTon(balance)} TON now, mode 128).`,
        )
      : check(
          'balance',
          'fail',
          'A message carries the whole balance (mode 128), but the balance is 0.',
        );
  }
  if (balance < total) {
    return check(
      'balance',
      'fail',
      `The wallet holds ${nanoToTon(balance)} TON but the messages send ${nanoToTon(total)} TON (short by ${nanoToTon(total - balance)} TON, before fees).`,
    );
  }
  return check(
    'balance',
    'pass',
    `The wallet holds ${nanoToTon(balance)} TON; the messages send ${nanoToTon(total)} TON (fees come on top).`,
  );
}

function formatSpan(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

/**
 * Runs the pre-send checks on a decoded message against the chain facts, in
 * {@link CHECK_IDS} order: parse (always passes here), network, seqno, valid_until, balance.
 * Pure: the send service gathers the facts.
 */
export function evaluateChecks(decoded: DecodedExternal, facts: ChainFacts): SendCheck[] {
  return [
    check('parse', 'pass', describeParse(decoded)),
    networkCheck(decoded, facts),
    seqnoCheck(decoded, facts),
    validUntilCheck(decoded, facts),
    balanceCheck(decoded, facts),
  ];
}

function describeParse(decoded: DecodedExternal): string {
  const w = decoded.wallet;
  return w
    ? `External-in message to a wallet ${w.version} with ${w.messages.length} internal message(s).`
    : `External-in message to ${decoded.destination.raw}${decoded.walletNote ? ` (${decoded.walletNote})` : ''}.`;
}

/** True when no check failed (warnings and skips do not block sending). */
export function checksPass(checks: readonly SendCheck[]): boolean {
  return checks.every((c) => c.status !== 'fail');
}
