import { isAscii } from 'node:buffer';
import chardet from 'chardet';
import iconv from 'iconv-lite';

/** The text encodings statements are read in (WHATWG names, as the review shows them). */
export type StatementEncoding =
  'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'iso-8859-1' | 'windows-1250' | 'iso-8859-2';

/** chardet's names for the single-byte encodings banks export in, mapped to ours; others are not candidates. */
const SINGLE_BYTE: Readonly<Record<string, StatementEncoding>> = {
  'windows-1252': 'windows-1252',
  'ISO-8859-1': 'iso-8859-1',
  'windows-1250': 'windows-1250',
  'ISO-8859-2': 'iso-8859-2',
};

/** Bytes that no character has in a Windows code page: a file with one of them was not written in it. */
const UNDEFINED_BYTES: Partial<Record<StatementEncoding, ReadonlySet<number>>> = {
  'windows-1252': new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]),
  'windows-1250': new Set([0x81, 0x83, 0x88, 0x90, 0x98]),
};

/** How much text with non-ASCII bytes is kept for chardet to judge: plenty for a language model. */
const SAMPLE_BYTES = 256 * 1024;

function bomEncoding(bytes: Uint8Array): { encoding: StatementEncoding; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 without a byte-order mark: ASCII text then has a NUL in every other byte. */
function bomlessUtf16(bytes: Uint8Array): StatementEncoding | undefined {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 8) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNuls += 1;
    if (bytes[i + 1] === 0) oddNuls += 1;
  }
  const pairs = n / 2;
  if (oddNuls > pairs * 0.6 && evenNuls === 0) return 'utf-16le';
  if (evenNuls > pairs * 0.6 && oddNuls === 0) return 'utf-16be';
  return undefined;
}

/**
 * Decides a file's text encoding from all of its bytes, fed in order as they arrive (so a 60 MB
 * upload is judged whole without being held whole): a byte-order mark decides; else a file that is
 * valid UTF-8 throughout is UTF-8; else chardet judges the lines with non-ASCII bytes, among the
 * single-byte encodings banks use (Windows-1252/1250, ISO-8859-1/2). A file whose first megabytes
 * happen to be plain ASCII is therefore not decided by them.
 */
export class EncodingDetector {
  private first: Uint8Array | undefined;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private validUtf8 = true;
  private readonly sample: Buffer[] = [];
  private sampled = 0;
  private c1Controls = false;
  /** Bytes 0x80–0x9F seen, by value: some have no character in one Windows code page or the other. */
  private readonly c1Seen = new Set<number>();

  feed(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    if (!this.first) this.first = chunk.subarray(0, 4096);
    if (this.validUtf8) {
      try {
        this.utf8.decode(chunk, { stream: true });
      } catch {
        this.validUtf8 = false;
      }
    }
    // A chunk of plain ASCII (most of most statements) holds no line to keep: checked natively, not byte by byte.
    if (this.sampled < SAMPLE_BYTES && !isAscii(chunk)) this.keepNonAscii(chunk);
  }

  /** Keeps the lines that hold non-ASCII bytes: they are all chardet needs to tell the encodings apart. */
  private keepNonAscii(chunk: Uint8Array): void {
    let start = 0;
    let high = false;
    for (let i = 0; i <= chunk.length; i++) {
      const byte = i < chunk.length ? chunk[i]! : 0x0a;
      if (byte >= 0x80) {
        high = true;
        if (byte < 0xa0) {
          this.c1Controls = true;
          this.c1Seen.add(byte);
        }
      } else if (byte === 0x0a) {
        if (high && this.sampled < SAMPLE_BYTES) {
          const line = Buffer.from(chunk.subarray(start, i + 1));
          this.sample.push(line);
          this.sampled += line.length;
        }
        start = i + 1;
        high = false;
      }
    }
  }

  decide(): StatementEncoding {
    const first = this.first ?? new Uint8Array();
    const bom = bomEncoding(first);
    if (bom) return bom.encoding;
    const utf16 = bomlessUtf16(first);
    if (utf16) return utf16;
    if (this.validUtf8) {
      try {
        this.utf8.decode(); // a multi-byte character cut off at the very end is not UTF-8
        return 'utf-8';
      } catch {
        this.validUtf8 = false;
      }
    }
    const candidates = chardet
      .analyse(Buffer.concat(this.sample))
      .map((match) => SINGLE_BYTE[match.name])
      .filter((name) => name !== undefined && ![...this.c1Seen].some((byte) => UNDEFINED_BYTES[name]?.has(byte)));
    const best = candidates[0] ?? 'windows-1252';
    // Bytes 0x80–0x9F are control codes in ISO-8859: a file that has them was written in the Windows code page.
    if (this.c1Controls && best === 'iso-8859-1') return 'windows-1252';
    if (this.c1Controls && best === 'iso-8859-2') return 'windows-1250';
    return best;
  }
}

/** The encoding of a whole file held in memory. */
export function detectEncoding(bytes: Uint8Array): StatementEncoding {
  const detector = new EncodingDetector();
  detector.feed(bytes);
  return detector.decide();
}

/** Bytes to text in the given encoding, without a byte-order mark. */
export function decodeText(bytes: Uint8Array, encoding: StatementEncoding): string {
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

/** A decoding stream for iconv-lite (`iconv.decodeStream`), which drops a byte-order mark. */
export function decodeStream(encoding: StatementEncoding): NodeJS.ReadWriteStream {
  return iconv.decodeStream(encoding);
}

/**
 * The encoding an XML declaration (`<?xml … encoding="…"?>`) or an OFX 1.x header (`CHARSET:1252`)
 * names, when it is one we read; undefined otherwise.
 */
export function declaredEncoding(head: string): StatementEncoding | undefined {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const charset = /^CHARSET:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const name = xml ?? (charset === '1252' ? 'windows-1252' : charset === '1250' ? 'windows-1250' : charset);
  const known: Readonly<Record<string, StatementEncoding>> = {
    'utf-8': 'utf-8',
    utf8: 'utf-8',
    'utf-16': 'utf-16le',
    'windows-1252': 'windows-1252',
    'windows-1250': 'windows-1250',
    'iso-8859-1': 'iso-8859-1',
    latin1: 'iso-8859-1',
    'iso-8859-2': 'iso-8859-2',
  };
  return name ? known[name] : undefined;
}
