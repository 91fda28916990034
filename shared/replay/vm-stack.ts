/**
 * The TVM stack as the VM log prints it (`stack: [ 1 C{…} CS{…} () ]`), read into typed items.
 * The forms are TVM's own printer's (`StackEntry::print_list`): integers in decimal, `NaN`,
 * `()` for null, `(a b)` for a list of pairs, `[a b]` for a tuple, `C{…}` a cell (its hash, or its
 * whole BoC in hex at the most verbose level), `CS{Cell{…} bits: a..b; refs: c..d}` a slice,
 * `BC{…}` a builder, `Cont{…}` a continuation. Anything else is kept as text.
 */

/** One typed stack entry. Integers stay decimal strings (TVM integers are 257-bit). */
export type StackItem =
  | { type: 'int'; value: string }
  | { type: 'nan' }
  | { type: 'null' }
  | {
      type: 'cell';
      /** Upper-case hex representation hash (levels up to `full_location_stack`). */
      hash?: string;
      /** Upper-case hex of the cell's whole BoC (the verbose level). */
      boc?: string;
    }
  | {
      type: 'slice';
      /** Hex of the slice's underlying cell data as printed, or its BoC (verbose). */
      data: string;
      /** The slice's window in its cell: bits [from, to) and refs [from, to), when printed. */
      bits?: [number, number];
      refs?: [number, number];
    }
  | { type: 'builder'; data: string }
  | { type: 'cont'; text: string }
  | { type: 'tuple'; items: StackItem[] }
  | { type: 'list'; items: StackItem[] }
  | { type: 'unknown'; text: string };

/** Nesting cap: a printed stack deeper than this is kept as text (a hostile log cannot recurse). */
const MAX_DEPTH = 64;

/** Reads a `stack: [ … ]` line's payload (with or without the `stack:` prefix). */
export function parseStackLine(line: string): StackItem[] {
  const text = line.replace(/^\s*stack:\s*/, '').trim();
  const reader = new Reader(text);
  if (reader.peek() !== '[') return text ? [{ type: 'unknown', text }] : [];
  const top = reader.item(0);
  return top.type === 'tuple' ? top.items : [top];
}

/** A cursor over one printed stack. */
class Reader {
  private pos = 0;
  constructor(private readonly s: string) {}

  peek(): string {
    return this.s[this.pos] ?? '';
  }

  private skipSpaces(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos]!)) this.pos++;
  }

  /** One item at the cursor: a bracketed group or a word. */
  item(depth: number): StackItem {
    this.skipSpaces();
    const c = this.peek();
    if ((c === '[' || c === '(') && depth < MAX_DEPTH) return this.group(c, depth);
    return typed(this.word());
  }

  /** `[ … ]` (tuple) or `( … )` (list; `()` is null). */
  private group(open: string, depth: number): StackItem {
    const close = open === '[' ? ']' : ')';
    const start = this.pos;
    this.pos++;
    const items: StackItem[] = [];
    for (;;) {
      this.skipSpaces();
      const c = this.peek();
      if (c === close) {
        this.pos++;
        break;
      }
      if (c === '') return { type: 'unknown', text: this.s.slice(start) };
      const before = this.pos;
      items.push(this.item(depth + 1));
      if (this.pos === before) this.pos++; // a stray closer of the other kind: step over it
    }
    if (open === '[') return { type: 'tuple', items };
    if (items.length === 0) return { type: 'null' };
    if (items.length === 1 && items[0]!.type === 'unknown' && items[0]!.text === 'null') {
      return { type: 'null' };
    }
    return { type: 'list', items };
  }

  /** A word: up to a space, `]` or `)` outside braces (`CS{Cell{…} bits: 0..8; …}` is one). */
  private word(): string {
    const start = this.pos;
    let braces = 0;
    while (this.pos < this.s.length) {
      const c = this.s[this.pos]!;
      if (c === '{') braces++;
      else if (c === '}') braces = Math.max(0, braces - 1);
      else if (braces === 0 && (/\s/.test(c) || c === ']' || c === ')')) break;
      this.pos++;
    }
    return this.s.slice(start, this.pos);
  }
}

const SLICE_RE =
  /^CS\{Cell\{([0-9a-fA-F]*)\}\s*bits:\s*(\d+)\.\.(\d+);\s*refs:\s*(\d+)\.\.(\d+)\}$/;

/** The typed form of one printed word. */
function typed(word: string): StackItem {
  if (/^-?\d+$/.test(word)) return { type: 'int', value: word };
  if (word === 'NaN') return { type: 'nan' };
  if (word === '(null)' || word === 'null') return { type: 'null' };
  const slice = SLICE_RE.exec(word);
  if (slice) {
    return {
      type: 'slice',
      data: slice[1]!.toUpperCase(),
      bits: [Number(slice[2]), Number(slice[3])],
      refs: [Number(slice[4]), Number(slice[5])],
    };
  }
  const inner = /^(C|CS|BC|Cont)\{(.*)\}$/s.exec(word);
  if (!inner) return { type: 'unknown', text: word };
  const [, kind, body] = inner as unknown as [string, string, string];
  if (kind === 'C') {
    const hex = body.toUpperCase();
    return /^[0-9A-F]{64}$/.test(hex) ? { type: 'cell', hash: hex } : { type: 'cell', boc: hex };
  }
  if (kind === 'CS') return { type: 'slice', data: body.toUpperCase() };
  if (kind === 'BC') return { type: 'builder', data: body.toUpperCase() };
  return { type: 'cont', text: body };
}

/** A short text of an item for one-line displays (CLI, tooltips): `C{AB12…}`, `CS{8 bits}`. */
export function stackItemText(item: StackItem): string {
  switch (item.type) {
    case 'int':
      return item.value;
    case 'nan':
      return 'NaN';
    case 'null':
      return '()';
    case 'cell':
      return `C{${(item.hash ?? item.boc ?? '').slice(0, 8)}…}`;
    case 'slice':
      return item.bits ? `CS{${item.bits[1] - item.bits[0]} bits}` : 'CS{…}';
    case 'builder':
      return 'BC{…}';
    case 'cont':
      return `Cont{${item.text}}`;
    case 'tuple':
      return `[${item.items.map(stackItemText).join(' ')}]`;
    case 'list':
      return `(${item.items.map(stackItemText).join(' ')})`;
    case 'unknown':
      return item.text;
  }
}
