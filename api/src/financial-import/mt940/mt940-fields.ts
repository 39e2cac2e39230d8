/** One field of an MT940 message: `:61:…` and the lines that continue it, with the line it starts on. */
export interface Mt940Field {
  /** '20', '25', '28C', '60F', '61', '86', '62F' … */
  tag: string;
  line: number;
  /** The text after the tag on its line, then each continuation line as written (without line breaks). */
  lines: string[];
}

/** The fields from one :20: (statement) to the next, and the line it starts on. */
export interface Mt940Message {
  line: number;
  fields: Mt940Field[];
}

const TAG = /^:(\d{2}[A-Z]?):(.*)$/s;
/** SWIFT FIN envelope: basic {1:…}, application {2:…} and user {3:{…}} headers, then {4: opens the text block. */
const HEADER_BLOCKS = /^(?:\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*(?:\{4:)?/;
/** The end of a message: "-" alone, or "-}" closing the text block (a trailer or the next message may follow). */
const MESSAGE_END = /^-$|^-\}|^\{5:/;
/** mBank and others frame each statement with SOH (1) and ETX (3) control characters. */
const FRAMING = new Set([1, 3]);

function unframe(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && FRAMING.has(line.charCodeAt(start))) start += 1;
  while (end > start && FRAMING.has(line.charCodeAt(end - 1))) end -= 1;
  return line.slice(start, end);
}

/**
 * Splits an MT940 file into messages of fields. Tolerates SWIFT block wrappers, blank lines, CRLF,
 * CR or LF, "-" separators and bank preambles before a message (ABN AMRO's "ABNANL2A / 940"). A
 * message starts at :20:, or at :25: or :60F:/:60M: after a closing balance when a bank leaves
 * out :20: and the separator.
 */
export function splitMessages(text: string): Mt940Message[] {
  const messages: Mt940Message[] = [];
  let message: Mt940Message | undefined;
  let field: Mt940Field | undefined;
  let closed = false;
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const number = index + 1;
    let line = unframe(lines[index]!);
    if (line.startsWith('{')) line = line.replace(HEADER_BLOCKS, '');
    if (MESSAGE_END.test(line.trim())) {
      message = undefined;
      field = undefined;
      closed = false;
      continue;
    }
    if (line.trim() === '') continue;
    const tag = TAG.exec(line);
    if (!tag) {
      // A continuation line, or (outside a message) a preamble line, which is skipped.
      field?.lines.push(line);
      continue;
    }
    const name = tag[1]!;
    const startsMessage = name === '20' || (closed && (name === '25' || name.startsWith('60')));
    if (!message || startsMessage) {
      message = { line: number, fields: [] };
      messages.push(message);
      closed = false;
    }
    if (name.startsWith('62')) closed = true;
    field = { tag: name, line: number, lines: [tag[2]!] };
    message.fields.push(field);
  }
  return messages;
}
