import { declaredEncoding, decodeText, detectEncoding, type StatementEncoding } from '../text-encoding.ts';

/**
 * An XML file's text: a byte-order mark (or UTF-16) decides the encoding, else the XML declaration
 * does, else the bytes (XML without a declaration is UTF-8). A file that declares UTF-8 but is not
 * valid UTF-8 is read in the encoding its bytes show, with a note, rather than refused.
 */
export function decodeXml(bytes: Uint8Array): { text: string; encoding: StatementEncoding; notes: string[] } {
  const detected = detectEncoding(bytes);
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const declared = declaredEncoding(Buffer.from(bytes.subarray(0, 256)).toString('latin1'));
  const notes: string[] = [];
  let encoding = detected;
  if (!hasBom && !detected.startsWith('utf-16') && declared && declared !== 'utf-8') encoding = declared;
  else if (declared === 'utf-8' && detected !== 'utf-8') {
    notes.push(`The file declares UTF-8 but is not valid UTF-8; it was read as ${detected}`);
  }
  return { text: decodeText(bytes, encoding), encoding, notes };
}
