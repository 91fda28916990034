import type { VerdictWords } from '../../../../shared/replay/verdict-words';

/**
 * A verdict as a banner: the pill ("Matches the chain", "Does not match", "Not judged"), the
 * sentence, and the likely cause or what to do. `what` names what was judged ("Replay of this
 * transaction"); `extra` adds facts after the sentence.
 */
export function VerdictBanner({
  words,
  what,
  extra,
}: {
  words: VerdictWords;
  what: string;
  extra?: React.ReactNode;
}) {
  return (
    <div
      className={`replay-verdict tone-${words.tone}`}
      data-testid="replay-verdict"
      data-verdict={words.verdict}
      role="status"
    >
      <div className="replay-verdict-head">
        <span className={`pill pill-${words.tone}`}>{words.label}</span>
        <span className="muted">{what}</span>
      </div>
      <p className="replay-verdict-sentence">{words.sentence}</p>
      {words.hint && <p className="replay-verdict-hint">{words.hint}</p>}
      {extra}
    </div>
  );
}
