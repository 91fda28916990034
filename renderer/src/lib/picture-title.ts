import { formatDateTime } from '../../../shared/format';
import type { Network } from '../../../shared/profiles';
import { addressForms } from './address-forms';
import { useV3 } from '../api/use-v3';
import { useNetwork } from './profile-context';

/** What a saved chart picture is about, beyond the chart's own title (see {@link pictureTitleLines}). */
export interface PictureContext {
  /** The account or jetton master drawn, as an address (never its chain-text name). */
  subject: string;
  /** The period in words ("in the last 30 days"); null for a chart of the present state. */
  period: string | null;
  network: Network;
  /** The masterchain block the data is as of (the latest known when saved); null if unknown. */
  asOfBlock: number | null;
}

/**
 * The title lines written above a saved chart picture: what (the chart's title and its
 * subject), then the period, the network, the masterchain block it is as of and when it was
 * saved (`savedAt`, unix seconds).
 */
export function pictureTitleLines(
  what: string,
  ctx: PictureContext,
  savedAt = Math.floor(Date.now() / 1000),
): string[] {
  return [
    `${what} · ${ctx.subject}`,
    [
      ctx.period,
      ctx.network,
      ctx.asOfBlock !== null ? `as of masterchain block ${ctx.asOfBlock}` : null,
      `saved ${formatDateTime(savedAt)}`,
    ]
      .filter((s): s is string => !!s)
      .join(' · '),
  ];
}

/**
 * The {@link PictureContext} of the charts of one account or jetton master (`address`, any
 * form: shown in the network's user-friendly form) over `period` on the active profile; the
 * block is the latest masterchain block (v3 `masterchainInfo`, the status bar's query).
 */
export function usePictureContext(address: string, period: string | null): PictureContext {
  const network = useNetwork();
  const mc = useV3('masterchainInfo', {});
  return {
    subject: addressForms(address, network)?.display ?? address,
    period,
    network,
    asOfBlock: mc.data?.last.seqno ?? null,
  };
}
