import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { canvasDocumentSchema, type CanvasDocument } from '../../shared/canvas/document';
import { canvasTitle, edgeAmountText, keptFlags, keptName } from '../../shared/canvas/drawing';
import { canvasSvg } from '../../shared/canvas/picture-svg';
import { accountFlagged, type RiskOverrides, type RiskRuleId } from '../../shared/risk';
import { caseReportHtml } from '../../shared/workspace/case-report';
import { canvasAnswer } from '../../shared/workspace/case-report-answer';
import { movementsOf } from '../helpers/attribution-graph';
import type { CaseFile } from '../../shared/workspace/cases';
import { withShown } from '../../renderer/src/features/canvas/canvas-model';

/**
 * The canvas as a static SVG (the case's HTML report, the SVG export): every node drawn at
 * its saved place with its name and address, every flow with its amount in its asset, chain
 * text escaped and its hidden characters marked, grouped wallets as one entity node.
 */

const a = (c: string) => `0:${c.repeat(64)}`;
const [S, H, J, K] = [a('1'), a('2'), a('3'), a('4')] as [string, string, string, string];
const MASTER = a('9');
/** The master's short user-friendly form, as the jetton unit writes it. */
const MASTER_SHORT = (() => {
  const f = Address.parseRaw(MASTER).toString({ urlSafe: true, bounceable: true });
  return `${f.slice(0, 4)}…${f.slice(-4)}`;
})();

function doc(over: Partial<CanvasDocument> = {}): CanvasDocument {
  return canvasDocumentSchema.parse({
    version: 1,
    start: S,
    filters: {},
    nodes: [
      { address: S, x: 0, y: 0, name: 'theft.ton' },
      // A name with a right-to-left override and markup in it.
      { address: H, x: 280, y: -35, name: 'evil\u202Egnp.exe<script>' },
      { address: J, x: 560, y: 0 },
      { address: K, x: 560, y: 70, name: 'k.ton · EQkk…kkkk' },
    ],
    edges: [
      edge(S, H, 'TON', '600000000000'),
      edge(H, J, 'TON', '599500000000'),
      edge(H, K, `jetton:${MASTER}`, '1234500'),
    ],
    assets: {
      TON: { symbol: 'TON', decimals: 9 },
      [`jetton:${MASTER}`]: { symbol: 'USD₮', decimals: 6 },
    },
    traces: [
      {
        start: S,
        direction: 'out',
        hops: 2,
        requests: 12,
        ended: 'done',
        stops: [{ account: J, reason: 'labelled “exchange”' }],
        at: 1,
      },
    ],
    ...over,
  });
}

function edge(from: string, to: string, asset: string, amount: string) {
  return {
    id: `${from}>${to}|${asset}`,
    from,
    to,
    asset,
    amount,
    count: 1,
    firstUtime: 100,
    lastUtime: 100,
    note: '',
  };
}

/** The `<g>` of a node or edge by its data attribute. */
function group(svg: string, attr: string): string {
  const at = svg.indexOf(attr);
  expect(at, attr).toBeGreaterThan(-1);
  const start = svg.lastIndexOf('<g ', at);
  // To its own `</g>` (a node's group holds the badge's group).
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(start, m.index);
  }
  return svg.slice(start);
}

/** The text lines of the flow label between two nodes (amount, unit per asset). */
function labelLines(svg: string, from: string, to: string): string[] {
  const g = group(svg, `data-bundle="${from}&gt;${to}"`);
  return [...g.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

describe('canvasSvg', () => {
  it('draws every node at its saved place with its name and address, every flow with its amount', () => {
    const svg = canvasSvg(doc(), { title: 'Canvas “Theft”', network: 'mainnet' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|javascript:|href=/i);
    const s = group(svg, `data-address="${S}"`);
    expect(s).toContain('transform="translate(0 0)"');
    expect(s).toContain('>theft.ton</text>');
    // The name as kept (`accountName`: the name · the short form): the name over the short
    // form; the whole address in the tooltip.
    const k = group(svg, `data-address="${K}"`);
    expect(k).toContain('>k.ton</text>');
    expect(k).toContain('>EQkk…kkkk</text>');
    expect(s).toContain(`${S}</title>`);
    expect(s).toMatch(/class="node start"/);
    expect(group(svg, `data-address="${H}"`)).toContain('transform="translate(280 -35)"');
    // No kept name: the short address stands in.
    expect(group(svg, `data-address="${J}"`)).toContain('>0:1111…1111<'.replace(/1/g, '3'));
    expect(group(svg, `data-address="${J}"`)).toMatch(/class="node stop"/);
    const ton = group(svg, `data-from="${S}" data-to="${H}"`);
    expect(ton).toContain('data-amount="600000000000"');
    expect(ton).toContain('600 TON in 1 movement</title>');
    // The label: amount over unit, abbreviated (the exact amount is in the tooltip).
    expect(group(svg, `data-bundle="${S}&gt;${H}"`)).toContain('>600</text><text');
    expect(group(svg, `data-bundle="${S}&gt;${H}"`)).toContain('>TON</text>');
    const jetton = group(svg, `data-from="${H}" data-to="${K}"`);
    expect(jetton).toMatch(/class="edge jetton"/);
    // A jetton amount carries the jetton unit: its symbol and its master's short address, in
    // the tooltip (exact) and on the label (amount over the whole unit).
    expect(jetton).toContain(`1.2345 USD₮ · ${MASTER_SHORT} in 1 movement</title>`);
    expect(labelLines(svg, H, K)).toEqual(['≈1.23', `USD₮ · ${MASTER_SHORT}`]);
    expect(edgeAmountText(doc(), doc().edges[1]!, 'mainnet')).toBe('599.5 TON');
  });

  it('never draws a jetton named TON as TON: the unit, the lookalike mark and the master differ', () => {
    const fake = doc({
      assets: {
        TON: { symbol: 'TON', decimals: 9 },
        [`jetton:${MASTER}`]: { symbol: 'TON', decimals: 9 },
      },
      edges: [edge(S, H, 'TON', '1500000000000'), edge(H, K, `jetton:${MASTER}`, '1500000000000')],
    });
    const native = edgeAmountText(fake, fake.edges[0]!, 'mainnet');
    const jetton = edgeAmountText(fake, fake.edges[1]!, 'mainnet');
    expect(native).toBe('1,500 TON');
    expect(jetton).toBe(`1,500 TON ⚠ · ${MASTER_SHORT}`);
    for (const lookalike of ['ТОН', 'ᴛᴏɴ', 'Wrapped TON', 'TON\nTransfer complete']) {
      const d = doc({ assets: { [`jetton:${MASTER}`]: { symbol: lookalike, decimals: 9 } } });
      expect(edgeAmountText(d, { asset: `jetton:${MASTER}`, amount: '1' }, 'mainnet')).toMatch(
        new RegExp(` ⚠ · ${MASTER_SHORT}$`),
      );
    }
    // The same unit in the SVG export (the tooltip, after the flow's ends: `A → B: 1,500 …`,
    // and the label's unit line whole) and in the case report's picture and notes.
    const svg = canvasSvg(fake, { title: 'x', network: 'mainnet' });
    expect(group(svg, `data-from="${H}" data-to="${K}"`)).toContain(
      `: 1,500 TON ⚠ · ${MASTER_SHORT} in 1 movement</title>`,
    );
    expect(labelLines(svg, H, K)).toEqual(['1,500', `TON ⚠ · ${MASTER_SHORT}`]);
    expect(group(svg, `data-from="${S}" data-to="${H}"`)).toContain(
      ': 1,500 TON in 1 movement</title>',
    );
    expect(labelLines(svg, S, H)).toEqual(['1,500', 'TON']);
    // A symbol with spaces stays whole on the unit line (the label is not cut at a space).
    const wrapped = doc({
      assets: { [`jetton:${MASTER}`]: { symbol: 'Wrapped TON', decimals: 6 } },
    });
    expect(labelLines(canvasSvg(wrapped, { title: 'x', network: 'mainnet' }), H, K)).toEqual([
      '≈1.23',
      `Wrapped TON ⚠ · ${MASTER_SHORT}`,
    ]);
  });

  it('escapes chain text and marks its hidden characters', () => {
    const svg = canvasSvg(doc(), { title: 'x', network: 'mainnet' });
    const h = group(svg, `data-address="${H}"`);
    expect(h).toContain('evil⟦RLO⟧gnp.exe&lt;script&gt;');
    expect(svg).not.toContain('\u202E');
    expect(svg).not.toContain('<script');
  });

  it('draws grouped wallets as one entity node with its rule', () => {
    const svg = canvasSvg(
      doc({
        groups: [
          { id: 'entity:1', members: [J, K], rule: { kind: 'manual' }, note: '', x: 560, y: 35 },
        ],
      }),
      { title: 'x', network: 'mainnet' },
    );
    expect(svg).not.toContain(`data-address="${J}"`);
    const e = group(svg, 'data-entity="entity:1"');
    expect(e).toContain(`data-members="${J} ${K}"`);
    expect(e).toContain('grouped by hand');
    expect(e).toContain('2 accounts');
    // Both of H's flows now end at the entity.
    expect(svg).toContain(`data-from="${H}" data-to="entity:1" data-asset="TON"`);
  });

  it('titles the picture with the start, the period, the network and the time', () => {
    expect(
      canvasTitle(doc(), {
        name: keptName(doc()),
        network: 'local',
        at: 0,
        zone: 'utc',
        canvasName: 'Theft',
      }),
    ).toBe(
      `Canvas “Theft” from theft.ton (${S}) · all history · local · as of 1970-01-01 00:00:00 UTC`,
    );
  });

  it('says the masterchain block the canvas is as of, kept when saved', () => {
    const title = (d: CanvasDocument) =>
      canvasTitle(d, { name: keptName(d), network: 'local', at: 0, zone: 'utc' });
    expect(title(doc({ asOfBlock: 63 }))).toBe(
      `Canvas from theft.ton (${S}) · all history · local · as of masterchain block 63, 1970-01-01 00:00:00 UTC`,
    );
    // Saving keeps the latest block known then, or the one kept before when none is known.
    const saved = withShown(doc(), keptName(doc()), () => false, 70);
    expect(saved.asOfBlock).toBe(70);
    expect(withShown(saved, keptName(saved), () => false, null).asOfBlock).toBe(70);
    expect(canvasDocumentSchema.parse(JSON.parse(JSON.stringify(saved))).asOfBlock).toBe(70);
    expect(title(saved)).toContain('as of masterchain block 70,');
  });
});

const file: CaseFile = {
  format: 'ton-explorer-case',
  version: 1,
  network: 'testnet',
  exportedAt: 0,
  case: { name: 'Theft case', note: '' },
  items: [],
};

/**
 * The screen's rule (`useAccountFlags`): H, J and K are on the suspended list, but the user
 * marked K trusted and ignores the suspended-list rule at J, so only H is flagged.
 */
const risk = {
  ctx: {
    dustThresholdNano: 1n,
    suspended: { addresses: new Set([H, J, K].map((x) => x.toLowerCase())), suspendedUntil: 0 },
  },
  overrides: {
    trusted: new Set([K.toLowerCase()]),
    ignored: new Map([[J.toLowerCase(), new Set<RiskRuleId>(['suspended-address'])]]),
  } satisfies RiskOverrides,
};
const screenFlagged = (address: string) => accountFlagged(address, risk.ctx, risk.overrides);

/** The name line of a drawn node. */
const nameLine = (g: string) => /<text class="name"[^>]*>([^<]*)<\/text>/.exec(g)?.[1];

describe('risk flags on the drawing', () => {
  it('marks the accounts the screen marks with a badge and a legend, not those the user overrode', () => {
    const svg = canvasSvg(doc(), { title: 'x', flagged: screenFlagged, network: 'mainnet' });
    const h = group(svg, `data-address="${H}"`);
    expect(h).toMatch(/class="node flagged"/);
    // The mark is a badge drawn as shapes, never text before the name (chain text could
    // write that); the name is still escaped, its hidden characters marked.
    expect(h).toContain('<g class="flag-badge"');
    expect(nameLine(h)).toMatch(/^evil⟦RLO⟧gnp\.ex/);
    for (const other of [S, J, K]) {
      const g = group(svg, `data-address="${other}"`);
      expect(g, other).not.toContain('flagged');
      expect(g, other).not.toContain('class="flag-badge"');
    }
    expect(svg).toContain('>marks an account with a risk flag the user has not overridden (1)<');
    // One badge on the node, one in the legend.
    expect(svg.match(/class="flag-badge"/g)).toHaveLength(2);
    expect(svg).not.toContain('⚠');
    expect(svg).not.toContain('<script');
  });

  it('a chain name starting with a warning sign is revealed, and no badge is drawn for it', () => {
    const named = doc({
      // Short enough that the revealed name fits the node's line whole (cut past 150 px).
      nodes: doc().nodes.map((n) => (n.address === J ? { ...n, name: '⚠ bad.ton' } : n)),
    });
    const svg = canvasSvg(named, { title: 'x', flagged: screenFlagged, network: 'mainnet' });
    expect(nameLine(group(svg, `data-address="${J}"`))).toBe('⟦WARNING⟧ bad.ton');
    expect(group(svg, `data-address="${J}"`)).not.toContain('class="flag-badge"');
    // The legend counts 1, and exactly 1 node wears the badge.
    expect(svg).toContain('(1)</text>');
    expect(svg.match(/class="flag-badge"/g)).toHaveLength(2);
  });

  it('draws no mark and no legend when nothing is flagged', () => {
    const svg = canvasSvg(doc(), { title: 'x', network: 'mainnet' });
    expect(svg).not.toContain('class="flag-badge"');
    expect(svg).not.toContain('class="legend"');
    expect(svg).not.toMatch(/class="node[^"]*flagged/);
  });

  it('flags an entity when any member is, naming the flagged member in its tooltip', () => {
    const entity = (members: string[]) =>
      doc({
        groups: [{ id: 'entity:1', members, rule: { kind: 'manual' }, note: '', x: 560, y: 35 }],
      });
    const onlyK = (address: string) => address === K;
    const e = group(
      canvasSvg(entity([J, K]), { title: 'x', flagged: onlyK, network: 'mainnet' }),
      'data-entity=',
    );
    expect(e).toMatch(/class="node entity( stop)? flagged"/);
    expect(nameLine(e)).toBe('0:3333…3333 +1');
    expect(e).toContain('class="flag-badge"');
    expect(e).toContain(`k.ton · EQkk…kkkk ${K} (risk flag)`);
    expect(e).not.toContain(`${J} (risk flag)`);
    const clean = group(
      canvasSvg(entity([S, J]), { title: 'x', flagged: onlyK, network: 'mainnet' }),
      'data-entity=',
    );
    expect(clean).not.toContain('class="flag-badge"');
    expect(clean).not.toContain('flagged');
  });

  it('keeps the flags in the saved canvas; the report draws them, old canvases load unflagged', () => {
    const shown = withShown(doc(), keptName(doc()), screenFlagged);
    // Saved and read back as the workspace does (JSON through the schema).
    const saved = canvasDocumentSchema.parse(JSON.parse(JSON.stringify(shown)));
    expect(saved.nodes.map((n) => n.flagged)).toEqual([undefined, true, undefined, undefined]);
    expect([S, H, J, K].map(keptFlags(saved))).toEqual([false, true, false, false]);
    // Saving again after the user overrode H too drops its kept flag.
    const trustedH = (a: string) => a !== H && screenFlagged(a);
    expect(withShown(saved, keptName(saved), trustedH).nodes.some((n) => n.flagged)).toBe(false);
    // A canvas saved before flags were kept: it loads, nothing flagged.
    const old = JSON.parse(JSON.stringify(doc())) as { nodes: Array<Record<string, unknown>> };
    expect(old.nodes.some((n) => 'flagged' in n)).toBe(false);
    expect(
      canvasSvg(canvasDocumentSchema.parse(old), { title: 'x', network: 'mainnet' }),
    ).not.toContain('class="flag-badge"');
    old.nodes[0]!.flagged = 'yes';
    expect(() => canvasDocumentSchema.parse(old)).toThrow();

    const html = caseReportHtml(file, 'utc', undefined, [
      { name: 'Theft', savedAt: 0, doc: saved },
    ]);
    const drawn = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
    expect(nameLine(group(drawn, `data-address="${H}"`))).toMatch(/^evil⟦RLO⟧gnp\.ex/);
    expect(group(drawn, `data-address="${H}"`)).toContain('class="flag-badge"');
    expect(group(drawn, `data-address="${K}"`)).not.toContain('class="flag-badge"');
    expect(drawn).toContain('risk flag the user has not overridden (1)');
  });
});

describe('caseReportHtml with a canvas', () => {
  it('draws the case’s canvas inline, its traces and notes', () => {
    const d = doc();
    d.nodes[0]!.note = 'the victim';
    const html = caseReportHtml(file, 'utc', undefined, [{ name: 'Theft', savedAt: 0, doc: d }]);
    expect(html).toContain('<h2>Canvases (1)</h2>');
    expect(html).toContain('<figure class="picture canvas-picture"><svg');
    for (const n of d.nodes) expect(html).toContain(`data-address="${n.address}"`);
    expect(html).toContain('trails ended at');
    expect(html).toContain('the victim');
    // One style, no script: the report's CSP holds.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json" id="case-data">');
  });

  it('states the answer of a jetton named TON in its jetton unit, never as TON', () => {
    // S sends 1,500 TON and 1,500 of a jetton named TON to H, where the trail ends (named an
    // exchange); H's name holds a warning sign and an override (chain text, revealed).
    const FAKE = `jetton:${MASTER}`;
    const { movements } = movementsOf([
      [J, S, 2_000_000_000_000n, FAKE],
      [S, H, 1_500_000_000_000n],
      [S, H, 1_500_000_000_000n, FAKE],
    ]);
    const d = doc({
      nodes: [
        { address: S, x: 0, y: 0, name: 'theft.ton · EQss…ssss', expanded: [], note: '' },
        {
          address: H,
          x: 280,
          y: 0,
          name: '⚠ ex\u202Echange.ton · EQhh…hhhh',
          expanded: [],
          note: '',
        },
      ],
      edges: [edge(S, H, 'TON', '1500000000000'), edge(S, H, FAKE, '1500000000000')],
      assets: { TON: { symbol: 'TON', decimals: 9 }, [FAKE]: { symbol: 'TON', decimals: 9 } },
      ledgers: [{ address: S, movements: movements.get(S)!, opening: { TON: '1500000000000' } }],
      traces: [
        {
          start: S,
          direction: 'out',
          hops: 1,
          requests: 2,
          ended: 'done',
          stops: [{ account: H, reason: 'named “exchange.ton”', code: 'name' }],
          asset: 'all',
          at: 1,
        },
      ],
    });
    const answer = canvasAnswer(d, 'mainnet')!;
    const unit = `TON ⚠ · ${MASTER_SHORT}`;
    expect(answer.summary).toContain(
      `Of the 1,500 TON and 1,500 ${unit} sent from theft.ton, 1,500 TON and 1,500 ${unit} reached`,
    );
    // The name's own ⚠ and override are revealed; the unit's ⚠ is the app's.
    expect(answer.summary).toContain('⟦WARNING⟧ ex⟦RLO⟧change.ton');
    const html = caseReportHtml(file, 'utc', undefined, [
      { name: 'Theft', savedAt: 0, doc: d, answer },
    ]);
    const summary = html.slice(
      html.indexOf('<p class="answer"'),
      html.indexOf('</p>', html.indexOf('<p class="answer"')),
    );
    expect(summary).toContain(`1,500 TON and 1,500 ${unit} reached`);
    expect(summary).toContain('⟦WARNING⟧');
    expect(summary).not.toContain('\u202E');
    // No ⚠ but the units' (the name's is revealed).
    expect(summary.replaceAll(`TON ⚠ · ${MASTER_SHORT}`, '')).not.toContain('⚠');
    // Each table writes the jetton's amount in its unit, native TON as TON.
    const ends = html.slice(html.indexOf('class="statement answer-ends"'));
    expect(ends).toContain(`data-asset="${FAKE}" data-raw="1500000000000">1,500 ${unit}</span>`);
    expect(ends).toContain('data-asset="TON" data-raw="1500000000000">1,500 TON</span>');
    const reconciliation = html.slice(html.indexOf('class="statement answer-reconciliation"'));
    expect(reconciliation).toContain(`<tr data-asset="${FAKE}"><td>${unit}</td>`);
    expect(reconciliation).toContain('<tr data-asset="TON"><td>TON</td>');
  });
});
