import { inflateSync, constants as zlibConstants } from 'node:zlib';

/**
 * What makes a PDF's drawings too much work to read, found before pdf.js opens it: a form (an XObject drawn with
 * `Do`) that draws itself, directly or through others, forms nested deeper than any document needs, or more form
 * drawings than a resume makes. pdf.js 4 reads the text of a form again at every `Do` and keeps no list of the forms
 * it is inside: a file of 700 bytes whose form shows one letter and draws itself kept it busy for 14 to 40 s, the time
 * growing with the square of the depth, and was then accepted.
 */
export type PdfStructureProblem = 'drawing_loop' | 'too_deep' | 'too_many_drawings';

const MAX_DEPTH = 12;
const MAX_DRAWINGS = 5_000;
/** the most bytes the walk inflates and the most tokens it reads, all streams together: past either it reads no more */
const MAX_INFLATED = 32 * 1024 * 1024;
const MAX_TOKENS = 4_000_000;

class Name {
  constructor(readonly name: string) {}
}
class Ref {
  constructor(readonly num: number) {}
}
class Op {
  constructor(readonly op: string) {}
}
type Value = number | Name | Ref | Op | Value[] | Map<string, Value> | null;

interface PdfObject {
  value: Value;
  /** where the stream's bytes start and end, for a stream object */
  stream?: { start: number; end: number };
}

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set('()<>[]{}/%'.split('').map((char) => char.charCodeAt(0)));
const isRegular = (code: number) => !WHITE.has(code) && !DELIMITERS.has(code);

/** The tokens left to read in one file: a file made of unfinished objects cannot keep the walk reading. */
interface Budget {
  tokens: number;
}

/** Keywords that end an object: a dictionary or an array cut short ends at them instead of reading on. */
const OBJECT_ENDS = new Set(['obj', 'endobj', 'stream', 'endstream']);

/** A PDF lexer and parser over bytes (names, numbers, references, arrays, dictionaries; strings are skipped). */
class Reader {
  constructor(
    readonly bytes: Uint8Array,
    readonly budget: Budget,
    public at = 0,
  ) {}

  private skipSpace(): void {
    const { bytes } = this;
    while (this.at < bytes.length) {
      const code = bytes[this.at] ?? 0;
      if (WHITE.has(code)) this.at++;
      else if (code === 0x25) while (this.at < bytes.length && bytes[this.at] !== 10 && bytes[this.at] !== 13) this.at++;
      else return;
    }
  }

  private skipString(): void {
    let depth = 0;
    while (this.at < this.bytes.length) {
      const code = this.bytes[this.at++];
      if (code === 0x5c) this.at++;
      else if (code === 0x28) depth++;
      else if (code === 0x29 && --depth === 0) return;
    }
  }

  /** The next token: a delimiter or a run of regular characters; null at the end. */
  token(): string | null {
    this.skipSpace();
    const { bytes } = this;
    if (this.at >= bytes.length || --this.budget.tokens < 0) return null;
    const code = bytes[this.at] ?? 0;
    if (code === 0x28) {
      this.skipString();
      return '(';
    }
    if (code === 0x3c || code === 0x3e) {
      if (bytes[this.at + 1] === code) {
        this.at += 2;
        return code === 0x3c ? '<<' : '>>';
      }
      if (code === 0x3c) {
        // a hex string
        while (this.at < bytes.length && bytes[this.at] !== 0x3e) this.at++;
        this.at++;
        return '(';
      }
    }
    const start = this.at++;
    if (code === 0x2f || !DELIMITERS.has(code)) while (this.at < bytes.length && isRegular(bytes[this.at] ?? 0)) this.at++;
    return Buffer.from(bytes.buffer, bytes.byteOffset + start, this.at - start).toString('latin1');
  }

  value(token = this.token(), depth = 0): Value {
    if (token === null || depth > 100) return null;
    if (token === '<<') {
      const dict = new Map<string, Value>();
      for (let key = this.token(); key !== null && key !== '>>' && !OBJECT_ENDS.has(key); key = this.token())
        if (key.startsWith('/')) dict.set(key.slice(1), this.value(this.token(), depth + 1));
      return dict;
    }
    if (token === '[') {
      const items: Value[] = [];
      for (let item = this.token(); item !== null && item !== ']' && !OBJECT_ENDS.has(item); item = this.token())
        items.push(this.value(item, depth + 1));
      return items;
    }
    if (token.startsWith('/')) return new Name(token.slice(1));
    if (/^\d+$/.test(token)) {
      // `num gen R` is a reference
      const back = this.at;
      const gen = this.token();
      if (gen !== null && /^\d+$/.test(gen) && this.token() === 'R') return new Ref(Number(token));
      this.at = back;
      return Number(token);
    }
    if (/^[+-]?[\d.]+$/.test(token)) return Number(token);
    return new Op(token);
  }
}

const nameOf = (value: Value | undefined) => (value instanceof Name ? value.name : null);
const asDict = (value: Value | undefined) => (value instanceof Map ? value : null);

/** Every object of the file by number, read from the bytes as pdf.js's recovery does, then those of object streams. */
class Objects {
  private readonly objects = new Map<number, PdfObject>();
  private inflated = 0;
  readonly budget: Budget = { tokens: MAX_TOKENS };

  constructor(private readonly data: Uint8Array) {
    const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
    const streams: PdfObject[] = [];
    // from the first digit of a number only: starting inside a long run of digits, each start rescanned the rest
    for (const match of text.matchAll(/(?<!\d)(\d+)\s+\d+\s+obj\b/g)) {
      const reader = new Reader(data, this.budget, (match.index ?? 0) + match[0].length);
      const object: PdfObject = { value: reader.value() };
      const dict = asDict(object.value);
      if (dict && reader.token() === 'stream') {
        let start = reader.at;
        if (data[start] === 13) start++;
        if (data[start] === 10) start++;
        const length = dict.get('Length');
        const told = typeof length === 'number' ? start + length : -1;
        const end = told >= start && text.startsWith('endstream', skipEol(data, told)) ? told : text.indexOf('endstream', start);
        object.stream = { start, end: end < 0 ? data.length : end };
        if (nameOf(dict.get('Type')) === 'ObjStm') streams.push(object);
      }
      this.objects.set(Number(match[1]), object);
    }
    for (const stream of streams) this.readObjectStream(stream);
  }

  get(value: Value | undefined): PdfObject | null {
    return value instanceof Ref ? (this.objects.get(value.num) ?? null) : value === undefined ? null : { value };
  }

  /** A value with one reference followed. */
  resolve(value: Value | undefined): Value | undefined {
    return value instanceof Ref ? this.objects.get(value.num)?.value : value;
  }

  get all(): Iterable<PdfObject> {
    return this.objects.values();
  }

  /** A stream's bytes, unfiltered or inflated; null for any other filter or past the inflating budget. */
  bytesOf(object: PdfObject): Uint8Array | null {
    const dict = asDict(object.value);
    if (!object.stream || !dict) return null;
    const raw = this.data.subarray(object.stream.start, object.stream.end);
    const filter = this.resolve(dict.get('Filter'));
    const filters = Array.isArray(filter) ? filter.map((item) => nameOf(this.resolve(item))) : filter ? [nameOf(filter)] : [];
    if (filters.length === 0) return raw;
    if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl') || dict.has('DecodeParms')) return null;
    const room = MAX_INFLATED - this.inflated;
    if (room <= 0) return null;
    try {
      // a stream cut short still gives what it holds, as pdf.js reads it (Z_SYNC_FLUSH)
      const bytes = inflateSync(raw, { maxOutputLength: room, finishFlush: zlibConstants.Z_SYNC_FLUSH });
      this.inflated += bytes.length;
      return bytes;
    } catch {
      return null;
    }
  }

  private readObjectStream(stream: PdfObject): void {
    const dict = asDict(stream.value);
    const bytes = this.bytesOf(stream);
    const count = dict?.get('N');
    const first = dict?.get('First');
    if (!bytes || typeof count !== 'number' || typeof first !== 'number') return;
    const header = new Reader(bytes, this.budget);
    for (let index = 0; index < count; index++) {
      const num = header.value();
      const offset = header.value();
      if (typeof num !== 'number' || typeof offset !== 'number') return;
      if (!this.objects.has(num)) this.objects.set(num, { value: new Reader(bytes, this.budget, first + offset).value() });
    }
  }
}

const skipEol = (data: Uint8Array, at: number) => {
  let position = at;
  while (WHITE.has(data[position] ?? -1)) position++;
  return position;
};

/** The names a content stream draws with `Do`, in order; an inline image's bytes are skipped. */
function drawnNames(content: Uint8Array, budget: Budget): string[] {
  const reader = new Reader(content, budget);
  const names: string[] = [];
  let previous: string | null = null;
  for (let token = reader.token(); token !== null; token = reader.token()) {
    if (token === 'Do' && previous?.startsWith('/')) names.push(previous.slice(1));
    if (token === 'ID') {
      const end = Buffer.from(content.buffer, content.byteOffset, content.byteLength).indexOf('EI', reader.at, 'latin1');
      reader.at = end < 0 ? content.length : end + 2;
    }
    previous = token;
  }
  return names;
}

/**
 * Walks what every page draws, form by form, and tells what makes it too much work to read; null when nothing
 * does, or when what it cannot read (a filter other than Flate, an encrypted stream) hides the rest: pdf.js then reads
 * the file under its own caps and deadline.
 */
export function pdfStructureProblem(data: Uint8Array): PdfStructureProblem | null {
  const objects = new Objects(data);
  const names = new Map<PdfObject, string[]>();
  let drawings = 0;
  const drawnBy = (object: PdfObject) => {
    let list = names.get(object);
    if (!list) {
      const bytes = objects.bytesOf(object);
      list = bytes ? drawnNames(bytes, objects.budget) : [];
      names.set(object, list);
    }
    return list;
  };
  const walk = (drawn: string[], resources: Value | undefined, inside: Set<PdfObject>): PdfStructureProblem | null => {
    const xobjects = asDict(objects.resolve(asDict(objects.resolve(resources))?.get('XObject')));
    for (const name of drawn) {
      const form = objects.get(xobjects?.get(name));
      const dict = asDict(form?.value);
      if (!form || !dict || nameOf(dict.get('Subtype')) !== 'Form') continue;
      if (inside.has(form)) return 'drawing_loop';
      if (inside.size >= MAX_DEPTH) return 'too_deep';
      if (++drawings > MAX_DRAWINGS) return 'too_many_drawings';
      const problem = walk(drawnBy(form), dict.get('Resources') ?? resources, new Set([...inside, form]));
      if (problem) return problem;
    }
    return null;
  };
  for (const object of objects.all) {
    const page = asDict(object.value);
    if (nameOf(page?.get('Type')) !== 'Page' || !page) continue;
    const contents = objects.resolve(page.get('Contents'));
    const parts = Array.isArray(contents) ? contents : [page.get('Contents')];
    const drawn = parts.flatMap((part) => {
      const stream = objects.get(part);
      return stream ? drawnBy(stream) : [];
    });
    const problem = walk(drawn, inheritedResources(objects, page), new Set());
    if (problem) return problem;
  }
  return null;
}

/** A page's resources, its own or its nearest ancestor's (a loop of parents ends the search). */
function inheritedResources(objects: Objects, page: Map<string, Value>): Value | undefined {
  const seen = new Set<Map<string, Value>>();
  for (let node: Map<string, Value> | null = page; node && !seen.has(node); node = asDict(objects.resolve(node.get('Parent')))) {
    seen.add(node);
    if (node.has('Resources')) return node.get('Resources');
  }
  return undefined;
}
