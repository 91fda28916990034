import { describe, expect, it } from 'vitest';
import { hasXmlInvalid, stripXmlInvalid } from '../../shared/text/xml';

/**
 * Issue 24, "a report picture whose comment has control characters is not well-formed SVG":
 * what XML 1.0 cannot hold is found and stripped before a picture is embedded; the rest of the
 * text, hidden-character markers, other scripts and emoji included, stays as it was.
 */
describe('characters XML cannot hold', () => {
  const comment = 'gift\u0001\u0008 for\u000B you\u001F\uFFFE\uFFFF \uD800end';

  it('are found: C0 controls but TAB, LF and CR, U+FFFE, U+FFFF and lone surrogates', () => {
    expect(hasXmlInvalid(comment)).toBe(true);
    for (const c of ['\u0000', '\u0001', '\u001F', '\uFFFE', '\uFFFF', '\uDC00']) {
      expect(hasXmlInvalid(`a${c}b`), `U+${c.codePointAt(0)!.toString(16)}`).toBe(true);
    }
    expect(hasXmlInvalid('line\tone\r\nline two ⟦U+202E RLO⟧ Привет 😀 \u202E')).toBe(false);
    // The answer does not depend on the call before it (no stale regex state).
    expect(hasXmlInvalid(comment)).toBe(true);
    expect(hasXmlInvalid(comment)).toBe(true);
  });

  it('are stripped from a picture, and only they', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>${comment}</text><text>😀\tok</text></svg>`;
    const clean = stripXmlInvalid(svg);
    expect(hasXmlInvalid(clean)).toBe(false);
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>gift for you end</text><text>😀\tok</text></svg>',
    );
  });
});
