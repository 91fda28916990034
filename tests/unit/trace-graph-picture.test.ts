import { beginCell } from '@ton/core';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';
import { buildTraceGraph } from '../../renderer/src/features/trace/trace-graph';
import { layoutTraceGraph } from '../../renderer/src/features/trace/trace-graph-layout';
import type { AddressBook, MetadataMap, V3Trace } from '../../renderer/src/lib/v3-types';
import { traceGraphPicture } from '../../renderer/src/features/trace/trace-graph-picture';
import { hasXmlInvalid } from '../../shared/text/xml';
import { accountName, factsFromMaps } from '../../shared/ton/address-names';

/**
 * Issue 24, "a report picture whose comment has control characters is not well-formed SVG and
 * does not render": the case report's trace picture, drawn from a trace whose comment and
 * account names carry C0 controls (SOH, ESC, BS) and XML-hostile text (`<`, `&`, `]]>`),
 * parses as XML with a strict parser, and each hidden character is drawn as a marker, never
 * dropped silently. (The picture's own DOMParser check runs only in a browser.)
 */

const present = fixturesPresent('trace-graph-picture');

const COMMENT = 'gift\u0001\u001b\u0008 <b>&amp; ]]> claim';
const NAME = 'evil\u0001\u001b[31m\u0008<script>&]]>.ton';
const THEME = { vars: '--bg:#ffffff;--fg:#111111', fontFamily: 'sans-serif' };

/** Parses `xml` with saxes (a conforming XML 1.0 parser): errors, root name and all text. */
function parse(xml: string): {
  errors: string[];
  root: string | null;
  elements: string[];
  text: string;
} {
  const errors: string[] = [];
  const elements: string[] = [];
  let root: string | null = null;
  let text = '';
  const parser = new SaxesParser();
  parser.on('error', (e) => errors.push(e.message));
  parser.on('opentag', (t) => {
    root ??= t.name;
    elements.push(t.name);
  });
  parser.on('text', (t) => (text += `${t}\n`));
  parser.on('cdata', () => undefined);
  parser.write(xml).close();
  return { errors, root, elements, text };
}

/** Trace 02 of the captures with one message's comment and every account's name made hostile. */
function hostileTrace() {
  const doc = loadFixture<{ traces: V3Trace[]; address_book: AddressBook; metadata: MetadataMap }>(
    'v3-traces-02.json',
  );
  const trace = doc.traces[0]!;
  const tx = Object.values(trace.transactions ?? {}).find((t) => t.in_msg?.source)!;
  const body = beginCell().storeUint(0, 32).storeStringTail(COMMENT).endCell();
  tx.in_msg!.message_content = {
    ...tx.in_msg!.message_content,
    body: body.toBoc().toString('base64'),
    decoded: { type: 'text_comment', comment: COMMENT },
  };
  const book: AddressBook = {};
  for (const [raw, row] of Object.entries(doc.address_book)) book[raw] = { ...row, domain: NAME };
  return { trace, book, metadata: doc.metadata };
}

describe.runIf(present)('the trace picture of a case report', () => {
  it('a strict XML parser sees through: a control character in raw SVG text is an error', () => {
    expect(parse('<svg><text>a\u0001b</text></svg>').errors.length).toBeGreaterThan(0);
  });

  it('is well-formed SVG when comments and names hold C0 controls and XML syntax', () => {
    const { trace, book, metadata } = hostileTrace();
    const graph = buildTraceGraph(trace, metadata);
    const facts = factsFromMaps([book], [metadata]);
    const names = new Map(
      graph.accounts.map((a) => [a.account, accountName(a.account, 'mainnet', facts)]),
    );
    const layout = layoutTraceGraph(graph);
    const svg = traceGraphPicture({ graph, layout, names, network: 'mainnet' }, THEME);

    expect(hasXmlInvalid(svg)).toBe(false);
    const doc = parse(svg);
    expect(doc.errors).toEqual([]);
    expect(doc.root).toBe('svg');
    // The hostile text is text: no element came out of it.
    expect(doc.elements).not.toContain('script');
    expect(doc.elements).not.toContain('b');
    // Every hidden character of the name is drawn as its marker (node titles hold the name,
    // flagged), and its XML syntax comes back as text.
    expect(doc.text).toContain('⚠ evil⟦U+0001⟧⟦U+001B ESC⟧[31m⟦U+0008⟧<script>&]]>');
    // The comment's edge label starts with it, markers in place of the controls (cut with …
    // where it would leave its label box's padding; the table view has it whole).
    expect(doc.text).toContain('“gift⟦U+0001⟧');
  });
});
