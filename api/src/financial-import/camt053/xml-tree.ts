import { SaxesParser } from 'saxes';
import { HttpProblem } from '../../shared/problem.ts';
import { unreadable } from '../statement-row.ts';

/** An XML element by its local name (namespace prefixes are dropped), with the line its tag opens on. */
export interface XmlElement {
  name: string;
  /** The namespace URI, e.g. urn:iso:std:iso:20022:tech:xsd:camt.053.001.02. */
  uri: string;
  line: number;
  /** Attributes by local name. */
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** The element's own text, trimmed (text of its children is on them). */
  text: string;
}

/** ISO 20022 statements nest about 15 deep; far deeper is not a statement (and could exhaust the stack). */
const MAX_DEPTH = 64;

export interface XmlHandlers {
  /** An element's tag was read (its children not yet). */
  open?(element: XmlElement, parent: XmlElement | undefined): void;
  /** An element closed; returning true drops it from its parent (it has been read). */
  close(element: XmlElement, parent: XmlElement | undefined): boolean;
}

/**
 * Reads an XML document into elements, telling `handlers` as each element opens and closes: an
 * element `close` consumes is dropped from its parent, so a large statement is held one entry at a
 * time. saxes is a strict, non-validating parser: it expands no entities but the five predefined
 * ones and character references. A DOCTYPE is refused outright, since statements never have one and
 * it is how entity bombs and external entities (XXE) come in.
 */
export function readXml(text: string, handlers: XmlHandlers): XmlElement {
  const parser = new SaxesParser<{ xmlns: true }>({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  let tagLine = 1;

  parser.on('doctype', () => {
    // saxes tells at the DOCTYPE's end; the refusal points at its start.
    const start = text.lastIndexOf('<!DOCTYPE', parser.position);
    const line = start < 0 ? parser.line : text.slice(0, start).split(/\r\n?|\n/).length;
    throw unreadable(
      `Line ${line}: the file has a DOCTYPE declaration; bank statements have none, and one can define entities, so the file is not read`,
    );
  });
  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    if (open.length >= MAX_DEPTH) {
      throw unreadable(`Line ${tagLine}: the XML nests more than ${MAX_DEPTH} elements deep; this is not a statement`);
    }
    const attributes: Record<string, string> = {};
    for (const name in tag.attributes) attributes[tag.attributes[name]!.local] = tag.attributes[name]!.value;
    const element: XmlElement = { name: tag.local, uri: tag.uri, line: tagLine, attributes, children: [], text: '' };
    const parent = open[open.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
    handlers.open?.(element, parent);
  });
  const addText = (chunk: string) => {
    const current = open[open.length - 1];
    // Whitespace between elements (indentation) is not kept: only values have text.
    if (current && (current.text !== '' || chunk.trim() !== '')) current.text += chunk;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = open.pop()!;
    element.text = element.text.trim();
    const parent = open[open.length - 1];
    if (handlers.close(element, parent)) parent?.children.pop();
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw notWellFormed(error);
  }
  if (!root) throw unreadable('The file has no XML element; it is not a statement');
  return root;
}

/** saxes reports "line:column: reason"; the reason is kept as saxes words it. */
function notWellFormed(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^(\d+):\d+: (.*)$/s.exec(message);
  if (!match) return unreadable(`The XML is not well-formed (${message})`);
  return unreadable(`Line ${match[1]}: the XML is not well-formed (${match[2]})`);
}
