import { describe, expect, it } from 'vitest';
import { CsvSplitter, splitCsv } from './split.ts';

/** Every record with its line, the text fed in chunks of `size` characters. */
function split(text: string, delimiter = ',', size = text.length || 1) {
  const records: [number, string[]][] = [];
  const splitter = new CsvSplitter(delimiter, (cells, line) => records.push([line, cells]));
  for (let at = 0; at < text.length; at += size) splitter.push(text.slice(at, at + size));
  splitter.end();
  return records;
}

describe('CSV splitter', () => {
  it('splits cells and records, with the line each record starts on, skipping empty lines', () => {
    expect(split('a,b\n\nc,d\n')).toEqual([
      [1, ['a', 'b']],
      [3, ['c', 'd']],
    ]);
    expect(split('a;b;\n;\n', ';')).toEqual([
      [1, ['a', 'b', '']],
      [2, ['', '']],
    ]);
    // A line of spaces is a record (of one blank cell), not an empty line.
    expect(split('a\n   \nb')).toEqual([
      [1, ['a']],
      [2, ['   ']],
      [3, ['b']],
    ]);
  });

  it('reads quoted cells: delimiters, doubled quotes and line breaks inside, counting the lines', () => {
    expect(split('"a,b","say ""hi""",""\n"two\nlines",x\ny,z\n')).toEqual([
      [1, ['a,b', 'say "hi"', '']],
      [2, ['two\nlines', 'x']],
      [4, ['y', 'z']],
    ]);
  });

  it('takes CRLF and lone CR line breaks, inside quoted cells as one "\\n", also split across chunks', () => {
    const text = 'a,"b\r\nc"\r\nd,e\rf,g\r\n';
    const expected = [
      [1, ['a', 'b\nc']],
      [3, ['d', 'e']],
      [4, ['f', 'g']],
    ];
    for (let size = 1; size <= text.length; size++)
      expect(split(text, ',', size), `chunks of ${size}`).toEqual(expected);
  });

  it('reads quotes the way csv-parse does with relax_quotes', () => {
    // A quote inside an unquoted cell is text; a cell that does not start with a quote is not quoted.
    expect(split('ab"c,d\n')).toEqual([[1, ['ab"c', 'd']]]);
    expect(split(' "a,b",c\n')).toEqual([[1, [' "a', 'b"', 'c']]]);
    // Text after a closing quote: the cell is the text whole, quotes included.
    expect(split('"ab"c,d\n')).toEqual([[1, ['"ab"c', 'd']]]);
    expect(split('"a""b"c,d\n')).toEqual([[1, ['"a"b"c', 'd']]]);
    expect(split('"a,b"c,d\n')).toEqual([[1, ['"a,b"c', 'd']]]);
    expect(split('x,"a" ,b\n')).toEqual([[1, ['x', '"a" ', 'b']]]);
  });

  it('reads the last record without a line break, and a trailing delimiter as an empty cell', () => {
    expect(split('a,b\nc,')).toEqual([
      [1, ['a', 'b']],
      [2, ['c', '']],
    ]);
    expect(split('"q"')).toEqual([[1, ['q']]]);
  });

  it('refuses an unclosed quote naming the line the record starts on', () => {
    expect(() => split('a,b\nc,"open\nmore\n')).toThrow('Line 2: a quoted field is opened but never closed');
  });

  it('refuses a quoted cell longer than 64 KiB (an unclosed quote in a big file)', () => {
    expect(() => split(`a,"${'x\n'.repeat(40_000)}`)).toThrow('Line 1: a row is longer than 64 KiB');
  });

  it('stops after a number of records, leaving the rest unread (a broken quote after it is not seen)', () => {
    expect(splitCsv('\ufeffa,b\nc,d\ne,"f\n', ',', 2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
