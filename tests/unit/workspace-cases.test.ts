import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { parseRoute, routePath } from '../../renderer/src/routing/routes';
import { caseReportHtml, escapeHtml } from '../../shared/workspace/case-report';
import {
  CaseFileError,
  caseItemKey,
  parseCaseFile,
  type CaseFile,
} from '../../shared/workspace/cases';

/** Case references, the case file parser, the HTML report and the case routes (pure parts). */

const raw = `0:${'ab'.repeat(32)}`;
const hash = Buffer.alloc(32, 5).toString('base64');

const file = (over: Partial<CaseFile> = {}): CaseFile => ({
  format: 'ton-explorer-case',
  version: 1,
  network: 'testnet',
  exportedAt: Date.UTC(2026, 10, 23, 12, 0, 0),
  case: { name: 'Drain', note: '' },
  items: [{ kind: 'transaction', ref: hash, note: 'first' }],
  ...over,
});

/** The HTML report of a case (`caseInfo`) holding one address item (raw) with `item`'s fields. */
const addressReport = (caseInfo: CaseFile['case'], item: Partial<CaseFile['items'][number]>) =>
  caseReportHtml(
    file({ case: caseInfo, items: [{ kind: 'address', ref: raw, note: '', ...item }] }),
  );

/** The case file a report embeds (its `case-data` script element), parsed. */
function embeddedCase(html: string): CaseFile {
  const data = html.slice(html.indexOf('id="case-data">') + 'id="case-data">'.length);
  return JSON.parse(data.slice(0, data.indexOf('</script>'))) as CaseFile;
}

describe('case item references', () => {
  it('stores addresses raw lower-case and keeps hashes as given', () => {
    expect(caseItemKey('address', raw.toUpperCase().replace('0X', '0x'))).toBe(raw);
    expect(caseItemKey('transaction', ` ${hash} `)).toBe(hash);
    expect(caseItemKey('trace', 'ab'.repeat(32))).toBe('ab'.repeat(32));
    expect(() => caseItemKey('trace', 'abc')).toThrow(/not a trace id/);
    expect(() => caseItemKey('address', 'EQnope')).toThrow();
  });
});

describe('parseCaseFile', () => {
  it('accepts a case file and names the first wrong field', () => {
    expect(parseCaseFile(JSON.stringify(file())).case.name).toBe('Drain');
    expect(() => parseCaseFile('[')).toThrow(CaseFileError);
    expect(() => parseCaseFile(JSON.stringify({ ...file(), version: 2 }))).toThrow(
      /not a case file: version/,
    );
    expect(() =>
      parseCaseFile(JSON.stringify(file({ items: [{ kind: 'address', ref: 'x', note: '' }] }))),
    ).toThrow(/items\[0\]\.ref/);
    expect(() => parseCaseFile(JSON.stringify({ ...file(), case: { name: '   ' } }))).toThrow(
      /case\.name: A case needs a name/,
    );
  });
});

describe('caseReportHtml', () => {
  it('escapes every text and shows an empty section as such', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const html = addressReport(
      { name: 'A</title><script>x()</script>', note: 'line 1\nline 2' },
      {
        label: '<i>Exchange</i>',
        summary: { status: 'frozen', tone: 'bad', text: 'Balance 0 TON' },
      },
    );
    expect(html).toContain('<title>Case: A&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('&lt;i&gt;Exchange&lt;/i&gt;');
    expect(html).toContain('<span class="status tone-bad">frozen</span><bdi>Balance 0 TON</bdi>');
    expect(html).toContain('No transactions in this case.');
    expect(html).toContain('No note.');
    expect(html).toContain('exported 2026-11-23 12:00:00 UTC');
    // The embedded data cannot close its script element.
    const data = html.slice(html.indexOf('id="case-data">'));
    expect(data.indexOf('</script>')).toBe(data.lastIndexOf('</script>'));
    expect(embeddedCase(html).case.name).toBe('A</title><script>x()</script>');
  });
});

describe('caseReportHtml links', () => {
  it('links accounts and transactions to a public explorer on mainnet and testnet, none on Local', () => {
    const items: CaseFile['items'] = [
      { kind: 'address', ref: raw, note: '' },
      {
        kind: 'transaction',
        ref: hash,
        note: '',
        summary: { status: 'ok', tone: 'ok', text: '', link: 'http://127.0.0.1:5173/#/tx/x' },
      },
      { kind: 'trace', ref: hash, note: '' },
    ];
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    const hex = Buffer.from(hash, 'base64').toString('hex');
    expect(hrefs(caseReportHtml(file({ network: 'mainnet', items })))).toEqual([
      `https://tonviewer.com/${Address.parseRaw(raw).toString({ urlSafe: true, bounceable: true })}`,
      `https://tonviewer.com/transaction/${hex}`,
    ]);
    const testnet = hrefs(caseReportHtml(file({ network: 'testnet', items })));
    expect(testnet).toHaveLength(2);
    expect(testnet.every((h) => h.startsWith('https://testnet.tonviewer.com/'))).toBe(true);
    // Local: the ids in plain text; never a link into the app (a summary's old link is dropped).
    const local = caseReportHtml(file({ network: 'local', items }));
    expect(hrefs(local)).toEqual([]);
    expect(local.slice(0, local.indexOf('id="case-data"'))).not.toContain('127.0.0.1');
    expect(local).toContain(`<span class="ref" title="Address">${raw}</span>`);
  });
});

describe('caseReportHtml with hostile text', () => {
  it('isolates names and notes and draws bidi, zero-width and control characters visibly', () => {
    const html = addressReport(
      { name: 'Refund \u202Ecase', note: 'copied: \u202Eevil\u200B' },
      {
        note: 'from a comment: \u202E' + [...'UQAbcdef'].reverse().join(''),
        label: 'alice\u200B.ton',
        summary: {
          status: 'active',
          tone: 'neutral',
          text: 'comment “\u202Egift”',
          picture: '<svg xmlns="http://www.w3.org/2000/svg"><text>bad\u0001\u0008 ok</text></svg>',
        },
      },
    );
    const shown = html.slice(0, html.indexOf('id="case-data"'));
    // No bidi or zero-width character acts on the report's text; each is a visible marker.
    expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/);
    expect(shown).toContain(
      '<h1>Case: <bdi>Refund <span class="unsafe-char" title="U+202E RLO">⟦RLO⟧</span>case</bdi></h1>',
    );
    expect(shown).toContain('<title>Case: Refund ⟦U+202E RLO⟧case</title>');
    expect(shown).toContain('⟦ZWSP⟧');
    // The picture: what XML cannot hold is stripped before embedding.
    const src = /src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/.exec(shown)![1]!;
    expect(decodeURIComponent(src)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>bad ok</text></svg>',
    );
    // The embedded data keeps the exact text.
    expect(embeddedCase(html).case.name).toBe('Refund \u202Ecase');
  });
});

describe('caseReportHtml with risk flags', () => {
  it('lists each flag with its rule, field and evidence, the evidence isolated and spelled out', () => {
    const html = caseReportHtml(
      file({
        items: [
          {
            kind: 'transaction',
            ref: hash,
            note: '',
            summary: {
              status: 'Success',
              tone: 'ok',
              text: 'TON transfer: +0.000001 TON',
              flags: [
                {
                  rule: 'comment-spam',
                  title: 'Spam comment',
                  field: 'comment',
                  evidence: 'claim your reward \u202Et.me/x',
                  detail: 'link t.me/x',
                },
              ],
            },
          },
        ],
      }),
    );
    const list = /<ul class="risk-flags"[^>]*>(.*?)<\/ul>/.exec(html)![1]!;
    expect(list).toContain('<strong>Spam comment</strong> (comment: <bdi>claim your reward ');
    expect(list).toContain('⟦RLO⟧');
    expect(list).not.toContain('\u202E');
    // No flags: no list (a report never says "flagged" without the evidence).
    expect(caseReportHtml(file())).not.toContain('class="risk-flags"');
  });
});

describe('case routes', () => {
  it('round-trip and refuse a bad id', () => {
    expect(routePath({ name: 'case', id: 12 })).toBe('#/case/12');
    expect(parseRoute('#/case/12')).toEqual({ name: 'case', id: 12 });
    expect(parseRoute('#/cases')).toEqual({ name: 'cases' });
    expect(parseRoute('#/case/abc').name).toBe('not-found');
    expect(parseRoute('#/case/0').name).toBe('not-found');
  });
});
