import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19's "no v3 row type declared twice": v3 rows (transactions, messages, actions,
 * traces, jetton and NFT transfers) are typed once, by the chain model (`shared/api/`: zod
 * schemas and the row types derived from them in v3-rows.ts). Anywhere else a type takes
 * them from there (`ChainTransaction`, `Pick<ChainMessage, …>`), never re-describes them.
 *
 * The check parses every source file and flags an interface or object type that declares a
 * v3 row field with a type of its own (not naming a chain model type), or a transaction's
 * `lt`, `hash` and `now` together. The local network (electron/localnet) is the server that
 * writes v3 rows; by the layer rule it imports nothing of the app's chain model, so it is
 * not read here.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Fields only v3 rows have (snake_case, as toncenter names them). */
const V3_FIELDS = new Set([
  'in_msg',
  'out_msgs',
  'total_fees',
  'account_state_before',
  'account_state_after',
  'orig_status',
  'prev_trans_hash',
  'mc_block_seqno',
  'block_ref',
  'trace_id',
  'fwd_fee',
  'ihr_fee',
  'message_content',
  'transaction_hash',
  'transaction_lt',
  'transaction_now',
  'transaction_aborted',
  'jetton_master',
  'source_wallet',
  'forward_payload',
  'decoded_forward_payload',
  'nft_address',
  'nft_collection',
  'old_owner',
  'new_owner',
  'action_id',
  'trace_end_lt',
  'trace_end_utime',
  'start_lt',
  'end_lt',
]);

/** A type that names the chain model (its row types, or the catalogue it derives them from). */
const DERIVED = /\b(Chain[A-Z]\w*|OperationResponse|TransactionDescription|z\.(output|infer))\b/;

const SOURCE_DIRS = ['shared', 'electron', 'renderer/src'];
const SKIP = [path.join('shared', 'api') + path.sep, path.join('electron', 'localnet') + path.sep];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((f) => !SKIP.some((s) => f.startsWith(s)));
}

/** `file:line name { fields }` of every re-declared v3 row type in one file. */
function redeclaredRows(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (node: ts.InterfaceDeclaration | ts.TypeLiteralNode) => {
    const props = node.members.filter(ts.isPropertySignature);
    const name = (p: ts.PropertySignature) => p.name.getText(source).replace(/['"]/g, '');
    const own = props.filter(
      (p) => V3_FIELDS.has(name(p)) && !DERIVED.test(p.type?.getText(source) ?? ''),
    );
    const names = new Set(props.map(name));
    const transaction = ['lt', 'hash', 'now'].every((n) => names.has(n));
    if (own.length > 0 || transaction) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const fields = own.length > 0 ? own.map(name) : ['lt', 'hash', 'now'];
      found.push(`${file}:${line} { ${fields.join(', ')} }`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) check(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('v3 row types live in the chain model only', () => {
  it('the check sees a re-declared row (and lets a derived one pass)', () => {
    const declared = [
      'interface Tx { hash: string; lt: string; now: number }',
      'type Row = { transaction_hash: string; amount: string };',
      'function f(tx: { in_msg?: { source?: string } | null }) { return tx; }',
    ];
    for (const code of declared) expect(redeclaredRows('x.ts', code)).toHaveLength(1);
    const derived = [
      "type Tx = Pick<ChainTransaction, 'hash' | 'lt' | 'now'>;",
      "interface S { in_msg?: Pick<ChainMessage, 'bounced'> | null; lt: string }",
    ];
    for (const code of derived) expect(redeclaredRows('x.ts', code)).toEqual([]);
  });

  it('no source file outside shared/api declares one', () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => redeclaredRows(f, readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
