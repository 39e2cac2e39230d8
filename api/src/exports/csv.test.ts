import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord, csvStream, guardFormula, quoteField, UTF8_BOM } from './csv.ts';
import type { ExportColumn } from './export-columns.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const column = <T>(kind: ExportColumn<T>['kind'], value: (row: T) => string | number | null): ExportColumn<T> => ({
  header: 'h',
  kind,
  width: 10,
  value,
});

describe('RFC 4180 quoting', () => {
  it('leaves plain text as it is', () => {
    expect(quoteField('Thandi Nkosi')).toBe('Thandi Nkosi');
    expect(quoteField('')).toBe('');
    expect(quoteField('Zoë Müller, née Ångström'.replace(',', ''))).toBe('Zoë Müller née Ångström');
  });

  it('quotes a comma, a double quote (doubled), a line feed and a carriage return', () => {
    expect(quoteField('Smith, John')).toBe('"Smith, John"');
    expect(quoteField('the "best" tea')).toBe('"the ""best"" tea"');
    expect(quoteField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(quoteField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 'b', ''])).toBe('a,b,\r\n');
  });
});

describe('formula injection', () => {
  it.each(['=SUM(A1:A2)', '+27 82 555 0101', '-5', '@cmd', '\tx', '\rx'])('puts an apostrophe before %j', (value) => {
    expect(guardFormula(value)).toBe(`'${value}`);
  });

  it('leaves other text alone, including a sign inside the text', () => {
    expect(guardFormula('Consult = 1 hour')).toBe('Consult = 1 hour');
    expect(guardFormula("'quoted")).toBe("'quoted");
  });

  it('guards text cells only: a negative amount stays a number', () => {
    expect(
      csvCell(
        column<number>('money', (r) => r),
        -12345,
      ),
    ).toBe('-123.45');
    expect(
      csvCell(
        column<string>('text', (r) => r),
        '-12345',
      ),
    ).toBe("'-12345");
    expect(
      csvCell(
        column<string>('text', (r) => r),
        '=1+1, "x"',
      ),
    ).toBe(`"'=1+1, ""x"""`);
  });
});

describe('cells by kind', () => {
  it('writes money as a plain decimal with a dot and two decimals', () => {
    const money = column<number>('money', (r) => r);
    expect(csvCell(money, 123450)).toBe('1234.50');
    expect(csvCell(money, 5)).toBe('0.05');
    expect(csvCell(money, 0)).toBe('0.00');
    expect(csvCell(money, 123456789012)).toBe('1234567890.12');
  });

  it('writes dates as YYYY-MM-DD, counts as integers, and null as an empty field', () => {
    expect(
      csvCell(
        column<string>('date', (r) => r),
        '2026-11-24',
      ),
    ).toBe('2026-11-24');
    expect(
      csvCell(
        column<number>('integer', (r) => r),
        7,
      ),
    ).toBe('7');
    expect(
      csvCell(
        column<null>('text', () => null),
        null,
      ),
    ).toBe('');
    expect(
      csvCell(
        column<null>('money', () => null),
        null,
      ),
    ).toBe('');
  });
});

describe('csvStream', () => {
  it('starts with the UTF-8 BOM and a header record, then one record per row', async () => {
    async function* rows() {
      yield { name: 'Zoë, "Z"', cents: 100 };
      yield { name: '=HYPERLINK("x")', cents: 250075 };
    }
    const out = await text(
      csvStream({
        name: 't',
        title: 'T',
        columns: [
          { header: 'Name', kind: 'text', width: 10, value: (r: { name: string }) => r.name },
          { header: 'Amount', kind: 'money', width: 10, value: (r: { cents: number }) => r.cents },
        ],
        rows: rows(),
      }),
    );
    expect(out.startsWith(UTF8_BOM)).toBe(true);
    expect(out.slice(1)).toBe(`Name,Amount\r\n"Zoë, ""Z""",1.00\r\n"'=HYPERLINK(""x"")",2500.75\r\n`);
  });

  it('writes many rows in chunks without losing one', async () => {
    async function* rows() {
      for (let i = 0; i < 1234; i += 1) yield { i };
    }
    const out = await text(
      csvStream({
        name: 't',
        title: 'T',
        columns: [{ header: 'N', kind: 'integer', width: 5, value: (r: { i: number }) => r.i }],
        rows: rows(),
      }),
    );
    const lines = out.slice(1).split('\r\n');
    expect(lines.length).toBe(1236); // header, 1234 rows, and the empty text after the last CRLF
    expect(lines[1234]).toBe('1233');
  });
});
