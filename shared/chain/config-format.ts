import { nanoToTon } from '../ton/amount';
import { formatDuration, formatDateTime } from '../format';
import { groupThousands } from '../ton/units';
import type { FieldValue } from './config-params';

/**
 * A decimal of `value / scale` with up to `digits` fractional digits, exact for integers
 * (config prices are fixed-point numbers: 26214400 / 65536 → "400").
 */
export function formatScaled(value: bigint | number, scale: number, digits = 6): string {
  const v = BigInt(value);
  const s = BigInt(scale);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const whole = abs / s;
  const unit = 10n ** BigInt(digits);
  const frac = ((abs % s) * unit) / s;
  const fracText =
    frac === 0n ? '' : `.${frac.toString().padStart(digits, '0').replace(/0+$/, '')}`;
  return `${neg ? '-' : ''}${groupThousands(whole.toString())}${fracText}`;
}

/** A percentage with up to `digits` decimals, trailing zeros dropped: 33.333…% → "33.3333 %". */
export function formatPercent(pct: number, digits = 4): string {
  return `${Number(pct.toFixed(digits)).toString()} %`;
}

/**
 * A config field's value as one line of text with its unit (amounts in TON with the
 * nanotons behind them, durations in words, times as local dates). Addresses and parameter
 * lists are rendered as links by the page; here they are plain text.
 */
export function formatFieldValue(v: FieldValue): string {
  switch (v.kind) {
    case 'nano':
      return `${groupTon(nanoToTon(v.nano))} TON (${groupThousands(v.nano.toString())} nanotons)`;
    case 'number':
      return `${groupThousands(String(v.value))}${v.unit ? ` ${v.unit}` : ''}`;
    case 'scaled':
      return v.unit === '×'
        ? `×${formatScaled(v.value, v.scale)}`
        : `${formatScaled(v.value, v.scale)} ${v.unit} (raw ${groupThousands(String(v.value))} ÷ ${groupThousands(String(v.scale))})`;
    case 'fraction': {
      const den = Number(v.den);
      return den === 0 ? '—' : `${formatPercent((Number(v.num) / den) * 100)} (${v.num}/${v.den})`;
    }
    case 'duration':
      return v.ms
        ? v.seconds >= 1000
          ? `${formatDuration(v.seconds / 1000)} (${groupThousands(String(v.seconds))} ms)`
          : `${v.seconds} ms`
        : `${formatDuration(v.seconds)}${v.seconds >= 60 ? ` (${groupThousands(String(v.seconds))} s)` : ''}`;
    case 'time':
      return v.unix === 0 ? 'genesis' : `${formatDateTime(v.unix)}`;
    case 'address':
      return v.raw ?? 'none';
    case 'addresses':
      return v.raw.length === 0 ? 'none' : v.raw.join(', ');
    case 'params':
      return v.ids.map((i) => `#${i}`).join(', ');
    case 'bool':
      return v.value ? 'yes' : 'no';
    case 'hex':
      return v.hex;
    case 'text':
      return v.text;
  }
}

function groupTon(ton: string): string {
  const neg = ton.startsWith('-');
  const [whole, frac] = ton.replace('-', '').split('.');
  return `${neg ? '-' : ''}${groupThousands(whole!)}${frac ? `.${frac}` : ''}`;
}
