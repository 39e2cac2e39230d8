import type { TextLine, TextPiece } from './pdf-text.ts';

type MoneyColumn = 'amount' | 'balance' | 'charges';

/** Where the statement table's columns are, from the x positions of its header row. */
export interface TableColumns {
  /** Right edge of the Description header: a date never starts right of it. */
  descriptionHeaderRight: number;
  /**
   * Where description cells start, learnt from the first dated row (headers may be centred over
   * their column, so the header's x is not the cells' x); no date starts there or right of it.
   */
  descriptionCellX: number | undefined;
  /** Money columns left to right; a number belongs to the one whose span holds its right edge. */
  money: Array<{ name: MoneyColumn; x: number }>;
}

export interface LineCells {
  date: string;
  description: string;
  amount: string;
  balance: string;
  charges: string;
}

const find = (pieces: readonly TextPiece[], pattern: RegExp) => pieces.find((p) => pattern.test(p.text));
const MONEY_LIKE = /^-?[\d, ]+\.\d{2}\s?(Cr|Dr)?$/i;

/** The header row "Date | Description | Amount | Balance [| Accrued Bank Charges]", else undefined. */
export function columnsFromHeader(line: TextLine): TableColumns | undefined {
  const date = find(line.pieces, /^date$/i);
  const description = find(line.pieces, /^description$/i);
  const amount = find(line.pieces, /^amount$/i);
  const balance = find(line.pieces, /^balance$/i);
  if (!date || !description || !amount || !balance) return undefined;
  if (!(date.x < description.x && description.x < amount.x && amount.x < balance.x)) return undefined;
  const charges = find(line.pieces, /^(accrued|accrued bank charges|bank charges|charges)$/i);
  const money: TableColumns['money'] = [
    { name: 'amount', x: amount.x },
    { name: 'balance', x: balance.x },
    ...(charges && charges.x > balance.x ? [{ name: 'charges' as const, x: charges.x }] : []),
  ];
  return { descriptionHeaderRight: description.right, descriptionCellX: undefined, money };
}

function moneyColumn(piece: TextPiece, columns: TableColumns): MoneyColumn | undefined {
  let found: MoneyColumn | undefined;
  for (const column of columns.money) if (piece.right >= column.x - 1) found = column.name;
  return found;
}

const DATE_SO_FAR = /^\d{1,2}(\s+[A-Za-z]{3,9})?$/;

/**
 * Splits a line of the table into its cells: numbers by the money headers' x positions (right
 * edges, as numbers are right-aligned), the date by its form at the start of the line, the rest
 * (left of the money columns) is description.
 */
export function splitLine(line: TextLine, columns: TableColumns): LineCells {
  const cells: LineCells = { date: '', description: '', amount: '', balance: '', charges: '' };
  const add = (cell: keyof LineCells, text: string, glue = ' ') => {
    cells[cell] = cells[cell] ? `${cells[cell]}${glue}${text}` : text;
  };
  const moneyStart = columns.money[0]?.x ?? Infinity;
  let lastMoney: MoneyColumn | undefined;
  for (const piece of line.pieces) {
    const column = moneyColumn(piece, columns);
    if (column && MONEY_LIKE.test(piece.text)) {
      add(column, piece.text);
      lastMoney = column;
      continue;
    }
    if (lastMoney && /^(Cr|Dr)$/i.test(piece.text)) {
      add(lastMoney, piece.text, '');
      continue;
    }
    if (piece.x >= moneyStart) continue;
    const dateZone =
      !cells.description &&
      piece.x < columns.descriptionHeaderRight &&
      (columns.descriptionCellX === undefined || piece.x < columns.descriptionCellX - 2);
    if (dateZone && DATE_SO_FAR.test(cells.date ? `${cells.date} ${piece.text}` : piece.text)) {
      add('date', piece.text);
      continue;
    }
    if (cells.date && !cells.description && columns.descriptionCellX === undefined) columns.descriptionCellX = piece.x;
    add('description', piece.text);
  }
  return cells;
}
