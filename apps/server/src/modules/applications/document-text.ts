import { inflateRawSync } from 'node:zlib';

/** The accessible documents a resume can be besides a PDF, each read for its text before it is kept. */
export type DocumentExt = 'docx' | 'odt' | 'txt';

export type DocumentProblem = 'unreadable' | 'empty' | 'too_long';

export interface DocumentLimits {
  /** the most text a resume may hold (the resume import's limit) */
  maxCharacters: number;
  /** the most bytes one entry of a DOCX or ODT may inflate to: a zip bomb stops here */
  maxEntryBytes: number;
}

/** A resume with less text than this says nothing (the resume import's rule for PDFs). */
const MIN_CHARACTERS = 40;
const ODT_MIME = 'application/vnd.oasis.opendocument.text';

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * The entries of a zip file by name, from its central directory (the end record is searched in the last 64 KB, as
 * the format allows a comment that long). Zip64 and encrypted entries are not read: an office document has neither.
 */
function zipEntries(data: Buffer): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--)
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return entries;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  for (let index = 0; index < count && at + 46 <= data.length; index++) {
    if (data.readUInt32LE(at) !== 0x02014b50) break;
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const name = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if ((flags & 1) === 0)
      entries.set(name, {
        method: data.readUInt16LE(at + 10),
        compressedSize: data.readUInt32LE(at + 20),
        size: data.readUInt32LE(at + 24),
        localOffset: data.readUInt32LE(at + 42),
      });
    at += 46 + skip;
  }
  return entries;
}

/** One entry's bytes, inflated to at most `maxBytes` (past it, or broken: null). */
function readEntry(data: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize || entry.size > maxBytes) return null;
  if (entry.method === 0) return packed;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(packed, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return XML_ENTITIES[name] ?? whole;
  });

/**
 * A document's XML as text: each paragraph (and line break, tab) a break, every other tag dropped. A tag ends at the
 * next `<` too: `[^>]*` alone would scan to the end of the text from every `<` of a file with no `>`.
 */
function xmlText(xml: string, paragraph: RegExp): string {
  return unescapeXml(
    xml
      .replace(paragraph, '\n')
      .replace(/<(w:br|w:cr|text:line-break)\b[^<>]*>/g, '\n')
      .replace(/<(w:tab|text:tab)\b[^<>]*>/g, '\t')
      .replace(/<[^<>]*>/g, ''),
  );
}

/** A plain-text file: UTF-8 (with or without a BOM) or, failing that, Windows-1252; control characters refuse it. */
function plainText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  // a binary file has NULs and other controls a text never does (tab, line feed, form feed, carriage return aside)
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 0x7f) return null;
  }
  return text;
}

/**
 * Markup is not a plain-text resume: an SVG, an HTML page or any XML document (what starts with a tag, a processing
 * instruction or a doctype, after spaces and a byte-order mark), or text that holds an SVG, HTML or script element.
 * Such a file can carry scripts, and it is not one of the resume's types (PDF, DOCX, ODT, TXT).
 */
const MARKUP_START = /^\uFEFF?\s*<[?!a-z]/i;
const MARKUP_ELEMENT = /<\s*(svg|html|script|foreignObject|iframe)\b|<\?xml|<!doctype/i;
const isMarkup = (text: string) => MARKUP_START.test(text) || MARKUP_ELEMENT.test(text);

/** Which accessible document a resume upload is, by its bytes: a DOCX or ODT zip, or plain text; null for anything else. */
export function documentTypeOf(data: Buffer): DocumentExt | null {
  if (data.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
    const entries = zipEntries(data);
    if (entries.has('word/document.xml')) return 'docx';
    const mime = entries.get('mimetype');
    if (mime && readEntry(data, mime, 200)?.toString('latin1') === ODT_MIME) return 'odt';
    return null;
  }
  if (data.length === 0) return null;
  const text = plainText(data);
  return text !== null && !isMarkup(text) ? 'txt' : null;
}

/**
 * The text of a DOCX (word/document.xml), an ODT (content.xml) or a TXT resume, as the resume import reads a PDF:
 * refused when it cannot be read, says nothing (under 40 characters) or holds more than a resume's text. Every
 * inflated entry is capped (`maxEntryBytes`). Runs in an upload-checking worker (upload-check.ts).
 */
export function documentText(data: Buffer, ext: DocumentExt, limits: DocumentLimits): { text: string } | { problem: DocumentProblem } {
  let text: string | null;
  if (ext === 'txt') text = plainText(data);
  else {
    const entries = zipEntries(data);
    const entry = entries.get(ext === 'docx' ? 'word/document.xml' : 'content.xml');
    const xml = entry ? readEntry(data, entry, limits.maxEntryBytes) : null;
    text = xml ? xmlText(xml.toString('utf8'), ext === 'docx' ? /<\/w:p>/g : /<\/text:(p|h)>/g) : null;
  }
  if (text === null) return { problem: 'unreadable' };
  const meaningful = text.replace(/\s+/g, ' ').trim();
  if (meaningful.length < MIN_CHARACTERS) return { problem: 'empty' };
  if (meaningful.length > limits.maxCharacters) return { problem: 'too_long' };
  return { text: text.trim() };
}
