/**
 * What XML 1.0 can hold (https://www.w3.org/TR/xml/#charsets): TAB, LF, CR, U+0020..U+D7FF,
 * U+E000..U+FFFD and U+10000..U+10FFFF. Anything else (other C0 controls, lone surrogates,
 * U+FFFE/U+FFFF) makes a document not well-formed, and an SVG picture not render.
 */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML 1.0 cannot hold (see above); the rest unchanged. */
export function stripXmlInvalid(text: string): string {
  return text.replace(XML_INVALID, '');
}

/** True when `text` holds a character XML 1.0 cannot hold. */
export function hasXmlInvalid(text: string): boolean {
  XML_INVALID.lastIndex = 0;
  const found = XML_INVALID.test(text);
  XML_INVALID.lastIndex = 0;
  return found;
}
