import { readFileSync } from 'node:fs';
import { LocalIndex } from './electron/localnet/index/local-index';
const t0 = performance.now();
const idx = await LocalIndex.open(new Uint8Array(readFileSync('/tmp/h100k.sqlite')));
console.log('open', (performance.now() - t0).toFixed(0));
const total = Number(idx.one('SELECT count(*) n FROM transactions')!.n);
const alice = String(idx.one("SELECT account FROM transactions GROUP BY account ORDER BY count(*) DESC LIMIT 1")!.account);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
for (const [label, where, params, n] of [['whole', '', [], total], ['account', 'WHERE account = ?', [alice], 20000]] as const) {
  const a: number[] = [], b: number[] = [], c: number[] = [];
  for (let i = 0; i <= 20; i++) {
    const off = Math.floor(((n - 1000) * i) / 20);
    let t = performance.now();
    idx.rows(`SELECT hash FROM transactions ${where} ORDER BY lt DESC LIMIT 1000 OFFSET ?`, [...params, off]);
    a.push(performance.now() - t);
    t = performance.now();
    idx.rows(`SELECT json FROM transactions ${where} ORDER BY lt DESC LIMIT 1000 OFFSET ?`, [...params, off]);
    b.push(performance.now() - t);
    t = performance.now();
    const rows = idx.transactionJson(where, [...params], 'lt DESC', 1000, off);
    const s = `{"transactions":[${rows.map((r) => r.json).join(',')}]}`;
    c.push(performance.now() - t);
    if (i === 0) console.log('bytes', s.length);
  }
  console.log(label, 'hash-only', med(a), 'json', med(b), 'full', med(c));
}
