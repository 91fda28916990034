/**
 * any-ascii 0.1 (CommonJS: `module.exports` is the function; its later ESM-only releases cannot
 * be required by main's CommonJS bundle on Node 20.10): Unicode text transliterated to ASCII.
 */
declare module 'any-ascii' {
  /** `text` in ASCII letters: `ТОН` → `TON`, `ᴛᴏɴ` → `TON`. */
  export default function anyAscii(text: string): string;
}
