import { LocalIndex } from './electron/localnet/index/local-index';
const idx = await LocalIndex.open();
const q = (w: string) => "EXPLAIN QUERY PLAN SELECT t.json, (SELECT m.json FROM messages m WHERE m.msg_hash = t.in_msg_hash), (SELECT group_concat(o.json, ',') FROM (SELECT m2.json FROM messages m2 WHERE m2.out_tx = t.hash ORDER BY m2.created_lt) o), t.addrs FROM transactions t " + w + " ORDER BY lt DESC LIMIT 1000 OFFSET 5";
for (const w of ['', "WHERE account IN ('x')"]) console.log(idx.all(q(w)).map(r => r.detail).join('\n'), '\n---');
