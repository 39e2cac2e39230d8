import ExcelJS from 'exceljs';

/**
 * Reading an export back, for tests: a small RFC 4180 parser (quoted fields, doubled quotes, CRLF) and the first
 * sheet of an XLSX file as rows of cell values.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

export type XlsxValue = string | number | Date | null;

export async function readXlsx(data: Buffer): Promise<{ rows: XlsxValue[][]; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.columnCount;
  const rows: XlsxValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: XlsxValue[] = [];
    for (let c = 1; c <= width; c += 1) cells.push((row.getCell(c).value as XlsxValue | undefined) ?? null);
    rows.push(cells);
  });
  return { rows, sheet };
}
