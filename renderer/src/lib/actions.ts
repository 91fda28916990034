import type { V3Action } from './v3-types';

/**
 * Plain-language wording of v3 actions (toncenter's `details` per action type). The UI
 * renders the parties and amounts with its widgets; this module decides what they are.
 */

/** Amount of an action: nanotons (`asset: null`) or jetton units of a master (raw address). */
export interface ActionAmount {
  value: string;
  /** Raw address of the jetton master; null means TON. */
  asset: string | null;
}

/** What the UI shows for one action. Addresses are raw. */
export interface ActionView {
  /** "TON transfer", "Jetton transfer", "NFT transfer", "Jetton mint", "Contract call"… */
  title: string;
  /** Verb after `from` ("sent", "minted", "burned", "called", "transferred"…). */
  verb: string;
  /** The word before `to` when something stands between the verb and `to` ("to", "for"). */
  toWord?: string;
  from?: string;
  to?: string;
  amount?: ActionAmount;
  /** NFT item address for NFT actions. */
  nft?: string;
  comment?: string;
  opcode?: string;
}

const TITLES: Record<string, string> = {
  ton_transfer: 'TON transfer',
  jetton_transfer: 'Jetton transfer',
  nft_transfer: 'NFT transfer',
  nft_purchase: 'NFT purchase',
  nft_mint: 'NFT mint',
  jetton_mint: 'Jetton mint',
  jetton_burn: 'Jetton burn',
  call_contract: 'Contract call',
  contract_deploy: 'Contract deploy',
  jetton_swap: 'Swap',
  tick_tock: 'Tick-tock',
  extra_currency_transfer: 'Extra currency transfer',
};

/** "jetton_swap" → "Jetton swap": the fallback title of types without a dedicated one. */
export function humanizeType(type: string): string {
  const words = type.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The plain title of an action type. */
export function actionTitle(type: string): string {
  return TITLES[type] ?? humanizeType(type);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** Describes one v3 action for display (see {@link ActionView}). */
export function describeAction(action: Pick<V3Action, 'type' | 'details'>): ActionView {
  const d = (action.details ?? {}) as Record<string, unknown>;
  const base = { title: actionTitle(action.type) };
  switch (action.type) {
    case 'ton_transfer':
      return {
        ...base,
        verb: 'sent',
        from: str(d.source),
        to: str(d.destination),
        amount: { value: str(d.value) ?? '0', asset: null },
        comment: d.encrypted ? '(encrypted comment)' : str(d.comment),
      };
    case 'jetton_transfer':
      return {
        ...base,
        verb: 'sent',
        from: str(d.sender),
        to: str(d.receiver),
        amount: { value: str(d.amount) ?? '0', asset: str(d.asset) ?? null },
        comment: d.is_encrypted_comment ? '(encrypted comment)' : str(d.comment),
      };
    case 'jetton_mint':
      return {
        ...base,
        verb: 'minted',
        toWord: 'for',
        to: str(d.receiver),
        amount: { value: str(d.amount) ?? '0', asset: str(d.asset) ?? null },
      };
    case 'jetton_burn':
      return {
        ...base,
        verb: 'burned',
        from: str(d.owner),
        amount: { value: str(d.amount) ?? '0', asset: str(d.asset) ?? null },
      };
    case 'nft_transfer':
    case 'nft_purchase':
      return {
        ...base,
        verb: action.type === 'nft_purchase' ? 'sold' : 'transferred',
        toWord: 'to',
        from: str(d.old_owner),
        to: str(d.new_owner),
        nft: str(d.nft_item),
        comment: str(d.comment),
        ...(str(d.price) ? { amount: { value: str(d.price)!, asset: null } } : {}),
      };
    case 'nft_mint':
      return { ...base, verb: 'minted', toWord: 'for', to: str(d.owner), nft: str(d.nft_item) };
    case 'call_contract':
    case 'contract_deploy':
    case 'extra_currency_transfer':
      return {
        ...base,
        verb: action.type === 'contract_deploy' ? 'deployed' : 'called',
        from: str(d.source),
        to: str(d.destination),
        ...(str(d.value) ? { amount: { value: str(d.value)!, asset: null } } : {}),
        ...(str(d.opcode) ? { opcode: str(d.opcode)! } : {}),
      };
    default: {
      const from = str(d.source) ?? str(d.sender) ?? str(d.owner);
      const to = str(d.destination) ?? str(d.receiver);
      return { ...base, verb: '→', ...(from ? { from } : {}), ...(to ? { to } : {}) };
    }
  }
}
