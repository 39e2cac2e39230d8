import { unreadable } from '../statement-row.ts';

/** The longest record (a quoted cell over several lines included): a longer one is refused. */
export const MAX_RECORD_CHARS = 64 * 1024;

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Where the splitter is: at the start of a cell, in an unquoted cell (its quotes are text), in a quoted cell, or just after a quote in a quoted one (the closing quote or the first of a doubled pair). */
const START = 0;
const PLAIN = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;
type State = typeof START | typeof PLAIN | typeof QUOTED | typeof QUOTE_IN_QUOTED;

/**
 * Splits CSV text into records, fed in chunks as they are decoded: RFC 4180 quoting (a doubled
 * quote in a quoted cell is one quote), CRLF, LF and lone CR line breaks (also split across
 * chunks), any number of cells per record, and, as csv-parse reads with `relax_quotes`, a quote
 * inside an unquoted cell as text and a quoted cell followed by more text as that text whole
 * (`"ab"c` is `"ab"c`). Empty lines are skipped; every record comes with the line it starts on.
 * Line breaks inside quoted cells are kept as "\n". An unclosed quote, or a record longer than
 * 64 KiB, is refused naming the line.
 */
export class CsvSplitter {
  private state: State = START;
  /** The current cell's text so far (its earlier pieces, when it spans chunks or has doubled quotes). */
  private cell = '';
  private record: string[] = [];
  private line = 1;
  private recordLine = 1;
  /** The last chunk ended with a CR: a LF starting the next one belongs to it. */
  private carriage = false;
  private emitted = 0;

  constructor(
    private readonly delimiter: string,
    private readonly onRecord: (cells: string[], line: number) => void,
    /** Stop after this many records (the rest of the text is not split). */
    private readonly limit = Infinity,
  ) {}

  get done(): boolean {
    return this.emitted >= this.limit;
  }

  push(text: string): void {
    const delimiter = this.delimiter.charCodeAt(0);
    let i = 0;
    const n = text.length;
    if (this.carriage) {
      this.carriage = false;
      if (n > 0 && text.charCodeAt(0) === LF) i = 1;
    }
    while (i < n && !this.done) {
      switch (this.state) {
        case START: {
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            this.state = QUOTED;
            this.cell = '';
            i += 1;
          } else if (c === delimiter) {
            this.record.push('');
            i += 1;
          } else if (c === LF || c === CR) {
            i = this.lineBreak(text, i);
            if (this.record.length > 0) {
              this.record.push('');
              this.emit();
            } else this.recordLine = this.line;
          } else {
            this.state = PLAIN;
            this.cell = '';
          }
          break;
        }
        case PLAIN: {
          // The run of text up to the next delimiter or line break, in one slice.
          let j = i;
          while (j < n) {
            const c = text.charCodeAt(j);
            if (c === delimiter || c === LF || c === CR) break;
            j += 1;
          }
          this.cell += text.slice(i, j);
          if (j === n) {
            i = j;
            this.checkLength();
            break;
          }
          this.record.push(this.cell);
          this.cell = '';
          this.state = START;
          if (text.charCodeAt(j) === delimiter) i = j + 1;
          else {
            i = this.lineBreak(text, j);
            this.emit();
          }
          break;
        }
        case QUOTED: {
          let j = i;
          while (j < n) {
            const c = text.charCodeAt(j);
            if (c === QUOTE || c === LF || c === CR) break;
            j += 1;
          }
          this.cell += text.slice(i, j);
          if (j === n) {
            i = j;
            break;
          }
          if (text.charCodeAt(j) === QUOTE) {
            this.state = QUOTE_IN_QUOTED;
            i = j + 1;
          } else {
            // A line break inside the cell is kept as one "\n".
            i = this.lineBreak(text, j);
            this.cell += '\n';
            this.checkLength();
          }
          break;
        }
        case QUOTE_IN_QUOTED: {
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            this.cell += '"';
            this.state = QUOTED;
            i += 1;
          } else if (c === delimiter) {
            this.record.push(this.cell);
            this.cell = '';
            this.state = START;
            i += 1;
          } else if (c === LF || c === CR) {
            this.record.push(this.cell);
            this.cell = '';
            this.state = START;
            i = this.lineBreak(text, i);
            this.emit();
          } else {
            // Text after the closing quote: the cell is that text whole, quotes included.
            this.cell = `"${this.cell}"`;
            this.state = PLAIN;
          }
          break;
        }
      }
    }
  }

  /** After the last chunk: the last record (without a line break after it), or an unclosed quote refused. */
  end(): void {
    if (this.done) return;
    switch (this.state) {
      case QUOTED:
        throw unreadable(`Line ${this.recordLine}: a quoted field is opened but never closed`);
      case PLAIN:
      case QUOTE_IN_QUOTED:
        this.record.push(this.cell);
        this.cell = '';
        this.emit();
        break;
      case START:
        if (this.record.length > 0) {
          this.record.push('');
          this.emit();
        }
        break;
    }
    this.state = START;
  }

  /** Past the line break at `at` (CRLF is one); counts the line. */
  private lineBreak(text: string, at: number): number {
    this.line += 1;
    if (text.charCodeAt(at) === CR) {
      if (at + 1 < text.length) return text.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
      this.carriage = true;
    }
    return at + 1;
  }

  private checkLength(): void {
    if (this.cell.length > MAX_RECORD_CHARS) {
      throw unreadable(
        `Line ${this.recordLine}: a row is longer than ${MAX_RECORD_CHARS / 1024} KiB (an unclosed quote?)`,
      );
    }
  }

  private emit(): void {
    const cells = this.record;
    this.record = [];
    const line = this.recordLine;
    this.recordLine = this.line;
    this.emitted += 1;
    this.onRecord(cells, line);
  }
}

/** The records of a whole text (at most `limit`), for the sniffer; a byte-order mark at its start is dropped. */
export function splitCsv(text: string, delimiter: string, limit = Infinity): string[][] {
  const records: string[][] = [];
  const splitter = new CsvSplitter(delimiter, (cells) => records.push(cells), limit);
  splitter.push(text.startsWith('\ufeff') ? text.slice(1) : text);
  splitter.end();
  return records;
}
