import { unreadable } from '../statement-row.ts';
import { ofxTokens } from './ofx-tokens.ts';

/** An OFX element: a data element has `text` (maybe empty), an aggregate has children instead. */
export interface OfxElement {
  name: string;
  /** The line of its start tag. */
  line: number;
  text?: string;
  children: OfxElement[];
}

/**
 * Data elements that may be written empty in SGML (`<MEMO>` followed by the next tag): without this
 * list such an element would look like an aggregate and swallow the elements after it.
 */
const DATA_ELEMENTS = new Set([
  'ACCTID',
  'ACCTTYPE',
  'BALAMT',
  'BANKID',
  'BRANCHID',
  'CHECKNUM',
  'CODE',
  'CURDEF',
  'CURRATE',
  'CURSYM',
  'DTASOF',
  'DTAVAIL',
  'DTEND',
  'DTPOSTED',
  'DTSERVER',
  'DTSTART',
  'DTUSER',
  'FID',
  'FITID',
  'INTU.BID',
  'INTU.USERID',
  'LANGUAGE',
  'MEMO',
  'MESSAGE',
  'MKTGINFO',
  'NAME',
  'ORG',
  'PAYEEID',
  'REFNUM',
  'SEVERITY',
  'SIC',
  'SRVRTID',
  'TRNAMT',
  'TRNTYPE',
  'TRNUID',
]);

/** Deeper than any OFX message: a file nested further is not OFX, and is refused before it costs more. */
const MAX_DEPTH = 40;

/** Where the innermost open element named `name` is in the stack; -1 when none is. */
function openIndex(open: readonly OfxElement[], name: string): number {
  for (let i = open.length - 1; i > 0; i--) if (open[i]!.name === name) return i;
  return -1;
}

export interface OfxDocument {
  /** The `<OFX>` elements: one, or more when a bank joined several files into one. */
  roots: OfxElement[];
  /** Whether every `<OFX>` has its `</OFX>`: a file that ends before it was cut off. */
  complete: boolean;
}

/**
 * Builds the element tree of an OFX file, SGML or XML. Tolerant as banks' files require: a start
 * tag followed by text is a data element whether or not its end tag follows; an end tag closes
 * every aggregate opened inside it that was left open; an aggregate opened again while one of the
 * same name is open (a `<STMTTRN>` without its `</STMTTRN>`) closes the first. Refuses a file
 * without an `<OFX>` element.
 */
export function readOfxTree(text: string): OfxDocument {
  const top: OfxElement = { name: '', line: 0, children: [] };
  const open: OfxElement[] = [top];
  let pending: OfxElement | undefined;
  let closedRoots = 0;

  const settlePending = () => {
    if (!pending) return;
    if (DATA_ELEMENTS.has(pending.name)) pending.text = '';
    else open.push(pending);
    pending = undefined;
  };

  for (const token of ofxTokens(text)) {
    if (token.kind === 'text') {
      if (pending) pending.text = token.text;
      pending = undefined;
      continue;
    }
    if (token.kind === 'open') {
      settlePending();
      const again = openIndex(open, token.name);
      if (again > 0 && !token.empty) open.length = again;
      const element: OfxElement = { name: token.name, line: token.line, children: [] };
      open.at(-1)!.children.push(element);
      if (token.empty) element.text = '';
      else pending = element;
      if (open.length > MAX_DEPTH) {
        throw unreadable(`Line ${token.line}: the elements are nested more deeply than any OFX file's`);
      }
      continue;
    }
    // An end tag right after its start tag: an empty data element (`<MEMO></MEMO>`).
    if (pending?.name === token.name) pending.text = '';
    else settlePending();
    pending = undefined;
    const at = openIndex(open, token.name);
    if (at > 0) open.length = at;
    if (token.name === 'OFX' && at > 0) closedRoots += 1;
  }

  const roots = top.children.filter((element) => element.name === 'OFX');
  if (roots.length === 0) {
    throw unreadable(
      'This is not an OFX or QFX file: it has no <OFX> element (an OFX file starts with OFXHEADER:100 or <?OFX OFXHEADER="200"?>)',
    );
  }
  return { roots, complete: closedRoots === roots.length };
}

/** The text of the first data element `name` among `element`'s children, or undefined. */
export function childText(element: OfxElement, name: string): string | undefined {
  return element.children.find((child) => child.name === name && child.text !== undefined)?.text;
}

/** The first child aggregate or element named `name`. */
export function child(element: OfxElement, name: string): OfxElement | undefined {
  return element.children.find((candidate) => candidate.name === name);
}

/** Every element named one of `names` inside `element`, in document order, not looking inside a match. */
export function findAll(element: OfxElement, names: ReadonlySet<string>): OfxElement[] {
  const found: OfxElement[] = [];
  const visit = (node: OfxElement) => {
    for (const item of node.children) {
      if (names.has(item.name)) found.push(item);
      else visit(item);
    }
  };
  visit(element);
  return found;
}
