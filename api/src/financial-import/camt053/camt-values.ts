import { isRealDate } from '../../financial-transactions/real-date.ts';
import { toCents, type Cents } from '../../shared/money.ts';
import { unreadable } from '../statement-row.ts';
import type { XmlElement } from './xml-tree.ts';

/** The element at a path of local names below `element` (the first one of each name). */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((c) => c.name === name);
  return current;
}

/** Every element at a path of local names below `element`, in document order. */
export function all(element: XmlElement | undefined, ...path: string[]): XmlElement[] {
  let level = element ? [element] : [];
  for (const name of path) {
    const next: XmlElement[] = [];
    for (const parent of level) for (const c of parent.children) if (c.name === name) next.push(c);
    level = next;
  }
  return level;
}

/** The text at a path, or undefined when the element is missing or empty. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  return child(element, ...path)?.text || undefined;
}

/** "Line 14 (Ntry/Amt): …": where a refusal points. */
export function at(element: XmlElement, field: string): string {
  return `Line ${element.line} (${field})`;
}

/**
 * An ISO 20022 amount (xs:decimal with a point, never negative: CdtDbtInd gives the direction) in
 * cents. The schema allows five decimals; more than two are accepted only when they are zeros.
 */
export function amountCents(element: XmlElement, field: string): Cents {
  const text = element.text;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw unreadable(`${at(element, field)}: the amount "${text}" is not a number`);
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) {
    throw unreadable(`${at(element, field)}: the amount "${text}" has more than two decimals`);
  }
  const cents = toCents(`${match[1]}.${fraction.slice(0, 2) || '0'}`);
  if (cents === undefined) throw unreadable(`${at(element, field)}: the amount "${text}" is too large`);
  return cents;
}

/** The sign a CdtDbtInd gives: CRDT is money in (+1), DBIT money out (−1). */
export function direction(indicator: XmlElement | undefined, owner: XmlElement, field: string): 1 | -1 {
  if (indicator?.text === 'CRDT') return 1;
  if (indicator?.text === 'DBIT') return -1;
  if (!indicator) throw unreadable(`${at(owner, field)}: there is no CdtDbtInd (CRDT or DBIT)`);
  throw unreadable(`${at(indicator, field)}: "${indicator.text}" is not CRDT or DBIT`);
}

/** The calendar date of a DateAndDateTimeChoice (Dt, or DtTm as written, its time and zone ignored). */
export function choiceDate(choice: XmlElement | undefined, field: string): string | undefined {
  const value = child(choice, 'Dt') ?? child(choice, 'DtTm');
  if (!value) return undefined;
  const date = value.text.slice(0, 10);
  if (!isRealDate(date) || !/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value.text)) {
    throw unreadable(`${at(value, `${field}/${value.name}`)}: "${value.text}" is not a date (YYYY-MM-DD)`);
  }
  return date;
}
