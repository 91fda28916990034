import type { Network } from '../../../../shared/profiles';
import { labelKey } from '../../../../shared/workspace/labels';
import {
  watchRulesSchema,
  type AlertKind,
  type Watch,
  type WatchAlert,
  type WatchRules,
} from '../../../../shared/workspace/watch';
import { deleteWhere, WorkspaceStore } from './store';
import { sqlJson } from '../../../sqlite/text';

/** Account facts compared between polls (from v3 `accountStates`). */
export interface WatchedState {
  balanceNano: string;
  status: string;
  codeHash: string | null;
  /** Jetton balances by jetton master (raw lower-case), in the jetton's smallest unit; set
   * once the account is polled with the jetton rule (v3 `jetton/wallets`). */
  jettonUnits?: Record<string, string>;
  /** Unix time (s) of the account's first poll with the NFT rule: transfers from then are news. */
  nftFrom?: number;
  /** lt of the newest NFT transfer to or from the account already seen (v3 `nft/transfers`). */
  nftLt?: string;
}

interface WatchRow {
  address: string;
  rules: string;
  last_lt: string | null;
  last_state: string | null;
  created_at: number;
}

interface AlertRow {
  id: number;
  address: string;
  kind: AlertKind;
  tx_hash: string | null;
  lt: string | null;
  message: string;
  created_at: number;
  read: number;
}

const toAlert = (r: AlertRow): WatchAlert => ({
  id: r.id,
  address: r.address,
  kind: r.kind,
  txHash: r.tx_hash,
  lt: r.lt,
  message: r.message,
  createdAt: r.created_at,
  read: r.read !== 0,
});

/** A new alert before it is stored; `dedupeKey` makes it unique per account and kind. */
export interface NewAlert {
  address: string;
  kind: AlertKind;
  dedupeKey: string;
  txHash?: string | null;
  lt?: string | null;
  message: string;
}

/**
 * Watched accounts, their last seen lt and state, and alerts, per network, in the workspace
 * database. An alert is stored at most once (unique per network, account, kind and dedupe
 * key), so a poll repeated after a crash never alerts twice.
 */
export class WatchStore extends WorkspaceStore {
  /** Starts (or changes the rules of) a watch; keeps its last seen lt. */
  set(network: Network, address: string, rules: Partial<WatchRules>): Watch {
    const raw = labelKey(address);
    const parsed = watchRulesSchema.parse(rules);
    this.db
      .prepare(
        `INSERT INTO watches (network, address, rules, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (network, address) DO UPDATE SET rules = excluded.rules`,
      )
      .run(network, raw, sqlJson(parsed), this.now());
    return this.get(network, raw)!;
  }

  remove(network: Network, address: string): boolean {
    return deleteWhere(this.db, 'watches', { network, address: labelKey(address) });
  }

  get(network: Network, address: string): Watch | null {
    const row = this.db
      .prepare(
        'SELECT address, rules, last_lt, last_state, created_at FROM watches WHERE network = ? AND address = ?',
      )
      .get(network, labelKey(address)) as WatchRow | undefined;
    return row ? toWatch(row) : null;
  }

  list(network: Network): Watch[] {
    return (
      this.db
        .prepare(
          'SELECT address, rules, last_lt, last_state, created_at FROM watches WHERE network = ? ORDER BY created_at',
        )
        .all(network) as WatchRow[]
    ).map(toWatch);
  }

  /** Networks with at least one watch. */
  networks(): Network[] {
    return (
      this.db.prepare('SELECT DISTINCT network FROM watches').all() as Array<{ network: Network }>
    ).map((r) => r.network);
  }

  /** The state last seen of each watched account of a network (null before the first poll). */
  lastStates(network: Network): Map<string, WatchedState | null> {
    const rows = this.db
      .prepare('SELECT address, last_state FROM watches WHERE network = ?')
      .all(network) as Array<{ address: string; last_state: string | null }>;
    return new Map(
      rows.map((r) => [
        r.address,
        r.last_state ? (JSON.parse(r.last_state) as WatchedState) : null,
      ]),
    );
  }

  /**
   * Records one poll's outcome in ONE transaction: the alerts (duplicates ignored), each
   * account's new last seen lt and state. Returns the alerts actually added.
   */
  commitPoll(
    network: Network,
    updates: ReadonlyArray<{ address: string; lastLt: string | null; state: WatchedState | null }>,
    alerts: readonly NewAlert[],
  ): WatchAlert[] {
    const added: WatchAlert[] = [];
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO alerts (network, address, kind, dedupe_key, tx_hash, lt, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const update = this.db.prepare(
      `UPDATE watches SET last_lt = COALESCE(?, last_lt), last_state = COALESCE(?, last_state)
       WHERE network = ? AND address = ?`,
    );
    const createdAt = this.now();
    this.db.transaction(() => {
      for (const a of alerts) {
        const res = insert.run(
          network,
          a.address,
          a.kind,
          a.dedupeKey,
          a.txHash ?? null,
          a.lt ?? null,
          a.message,
          createdAt,
        );
        if (res.changes > 0) {
          added.push({
            id: Number(res.lastInsertRowid),
            address: a.address,
            kind: a.kind,
            txHash: a.txHash ?? null,
            lt: a.lt ?? null,
            message: a.message,
            createdAt,
            read: false,
          });
        }
      }
      for (const u of updates) {
        update.run(u.lastLt, u.state ? sqlJson(u.state) : null, network, u.address);
      }
    })();
    return added;
  }

  /** The newest alerts of a network, newest first. */
  alerts(network: Network, limit = 200): WatchAlert[] {
    return (
      this.db
        .prepare(
          `SELECT id, address, kind, tx_hash, lt, message, created_at, read FROM alerts
           WHERE network = ? ORDER BY id DESC LIMIT ?`,
        )
        .all(network, limit) as AlertRow[]
    ).map(toAlert);
  }

  unread(network: Network): number {
    return (
      this.db
        .prepare('SELECT COUNT(*) AS n FROM alerts WHERE network = ? AND read = 0')
        .get(network) as { n: number }
    ).n;
  }

  /** Marks alerts read (all of the network when `ids` is absent). */
  markRead(network: Network, ids?: readonly number[]): void {
    if (!ids) {
      this.db.prepare('UPDATE alerts SET read = 1 WHERE network = ?').run(network);
      return;
    }
    const stmt = this.db.prepare('UPDATE alerts SET read = 1 WHERE network = ? AND id = ?');
    this.db.transaction(() => {
      for (const id of ids) stmt.run(network, id);
    })();
  }
}

function toWatch(r: WatchRow): Watch {
  return {
    address: r.address,
    rules: watchRulesSchema.parse(JSON.parse(r.rules)),
    lastLt: r.last_lt,
    createdAt: r.created_at,
  };
}
