import { declaredEncoding, decodeText, detectEncoding, type StatementEncoding } from '../text-encoding.ts';

export interface OfxText {
  text: string;
  encoding: StatementEncoding;
  /** "OFX 1.02 (SGML)", "OFX 2.11 (XML)", or "OFX" when the header does not say. */
  dialect: string;
  notes: string[];
}

const HEAD_BYTES = 4096;
const SINGLE_BYTE: ReadonlySet<StatementEncoding> = new Set([
  'windows-1252',
  'iso-8859-1',
  'windows-1250',
  'iso-8859-2',
]);

/**
 * The encoding an OFX file declares: the XML declaration of OFX 2.x, or the OFX 1.x header, where
 * `ENCODING:UTF-8` (or `UNICODE`) means UTF-8 whatever CHARSET says (spec 2.2: CHARSET applies to
 * USASCII files), and `ENCODING:USASCII` with `CHARSET:1252` / `ISO-8859-1` a Windows or Latin-1 file.
 */
function ofxDeclaredEncoding(head: string): StatementEncoding | undefined {
  const encoding = /^ENCODING:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  if (encoding === 'UTF-8' || encoding === 'UNICODE') return 'utf-8';
  const charset = /^CHARSET:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  if (charset === '8859-1') return 'iso-8859-1';
  return declaredEncoding(head);
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return true;
  return false;
}

/** The OFX version and dialect the header names: `VERSION:102` (1.x, SGML) or `<?OFX … VERSION="211"?>` (2.x, XML). */
function dialect(head: string): string {
  const xml = /<\?OFX\b[^>]*\bVERSION\s*=\s*"(\d)(\d+)"/i.exec(head);
  if (xml) return `OFX ${xml[1]}.${xml[2]} (XML)`;
  const sgml = /^VERSION:\s*(\d)(\d+)/im.exec(head);
  if (sgml) return `OFX ${sgml[1]}.${sgml[2]} (SGML)`;
  return /<\?OFX\b/i.test(head) ? 'OFX 2 (XML)' : 'OFX';
}

/**
 * Decodes an OFX file. A byte-order mark or UTF-16 decides; else the encoding the file declares,
 * when it is one we read and the bytes can be in it; else the one detected from the bytes. Banks
 * that write UTF-8 under a `CHARSET:1252` header exist (the accents would turn into "Ã©"), so a
 * declared single-byte encoding gives way to UTF-8 when the file is valid UTF-8 with non-ASCII
 * characters, and a declared UTF-8 to the detected encoding when the bytes are not UTF-8.
 */
export function decodeOfx(bytes: Uint8Array): OfxText {
  const detected = detectEncoding(bytes);
  if (detected === 'utf-16le' || detected === 'utf-16be') {
    const text = decodeText(bytes, detected);
    return { text, encoding: detected, dialect: dialect(text.slice(0, HEAD_BYTES)), notes: [] };
  }
  const head = decodeText(bytes.subarray(0, HEAD_BYTES), 'iso-8859-1');
  const declared = ofxDeclaredEncoding(head);
  let encoding = declared ?? detected;
  const notes: string[] = [];
  if (declared && declared !== detected && hasNonAscii(bytes)) {
    const overrule = (SINGLE_BYTE.has(declared) && detected === 'utf-8') || declared === 'utf-8';
    if (overrule) {
      encoding = detected;
      notes.push(`The file declares ${declared} but its bytes are ${detected}; it was read as ${detected}`);
    }
  }
  return { text: decodeText(bytes, encoding), encoding, dialect: dialect(head), notes };
}
