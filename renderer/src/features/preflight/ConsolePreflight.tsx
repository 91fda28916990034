import { useState } from 'react';
import type { OperationSpec } from '../../../../shared/api/params';
import { consolePreflightBoc } from './console-boc';
import { PreflightPanel } from './PreflightPanel';
import { usePrediction } from './use-preflight';

/**
 * Preflight in the API console, beside `sendBoc` and `estimateFee`: the message the form
 * describes, run on the latest block's state without sending anything (a "Preflight" button),
 * shown as on the Send page.
 */
export function ConsolePreflight({
  op,
  values,
  profileId,
}: {
  op: Pick<OperationSpec, 'api' | 'name'>;
  values: Record<string, string | undefined>;
  profileId: string;
}) {
  const [asked, setAsked] = useState<{ boc: string; nonce: number } | null>(null);
  let boc: string | null = null;
  let problem: string | null = null;
  try {
    boc = consolePreflightBoc(op, values);
  } catch (e) {
    problem = (e as Error).message;
  }
  const current = asked !== null && asked.boc === boc;
  const step = usePrediction(profileId, asked?.boc ?? '', current, asked?.nonce ?? 0);
  if (!['sendBoc', 'sendBocReturnHash', 'message', 'estimateFee'].includes(op.name)) return null;
  return (
    <div className="console-preflight" aria-label="Preflight">
      <div className="console-actions">
        <button
          type="button"
          disabled={!boc}
          onClick={() => boc && setAsked({ boc, nonce: (asked?.nonce ?? 0) + 1 })}
        >
          Preflight (predict, send nothing)
        </button>
        <span className="muted">
          {problem ??
            'Runs the message and everything it causes on the latest block’s state; nothing is sent.'}
        </span>
      </div>
      {current && (
        <PreflightPanel
          step={step}
          onRetry={() => setAsked({ boc: boc!, nonce: asked!.nonce + 1 })}
        />
      )}
    </div>
  );
}
