/**
 * The app's one display format for text outside the widgets: shortened hashes and addresses.
 * Pages, charts, reports, alerts and exports all format through this module.
 */

/** Shortens a long string keeping both ends: `EQAb…xyz1`. Short strings are returned as is. */
export function shorten(text: string, head = 6, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
