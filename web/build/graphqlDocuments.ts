import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:folio-gql/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/**
 * `graphql(`…`)` from src/gql returns a document from one map of every document in the app, and all documents
 * live in one generated module (src/gql/graphql.ts), so the first chunk that needs one document carries all 68
 * (the client preset warns about it in gql.ts). Like the preset's Babel plugin, this replaces each call by the
 * document the map gives for that source; unlike it, each document becomes its own small module
 * (`virtual:folio-gql/InvoiceListPageDocument`, its AST copied from graphql.ts), so a chunk holds only the
 * documents its screens use. One module per document keeps one object per document, as `graphql()` does. A
 * source the map does not know (codegen not run yet) is left as a call.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const mapFile = path.join(gqlDir, 'gql.ts');
  const documentsFile = path.join(gqlDir, 'graphql.ts');
  const mapCache = cachedByMtime(mapFile, readDocumentMap);
  const astCache = cachedByMtime(documentsFile, readDocumentAsts);

  return {
    name: 'folio:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      this.addWatchFile(documentsFile);
      const name = id.slice(RESOLVED_PREFIX.length);
      const ast = astCache().get(name);
      if (!ast) this.error(`${name} is not a document of ${documentsFile}; run npm run codegen`);
      return `export default ${ast};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      this.addWatchFile(mapFile);
      const names = mapCache();
      const used = new Set<string>();
      const output = new MagicString(code);
      for (const call of code.matchAll(/\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g)) {
        const name = names.get(call[1] ?? '');
        if (!name) continue;
        output.overwrite(call.index, call.index + call[0].length, localName(name));
        used.add(name);
      }
      if (used.size === 0) return null;
      for (const name of used) output.prepend(`import ${localName(name)} from '${VIRTUAL_PREFIX}${name}';\n`);
      return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
    },
  };
}

const localName = (name: string) => `__folioGql_${name}`;

function cachedByMtime<T>(file: string, read: (text: string) => T): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/** The `const documents = { "<source>": types.<Name>, … }` map of the generated gql.ts, as source → export name. */
export function readDocumentMap(gqlTs: string): Map<string, string> {
  const names = new Map<string, string>();
  const body = /const documents(?::[^=]*)? = \{([\s\S]*?)\n\};/.exec(gqlTs)?.[1] ?? '';
  for (const entry of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    names.set(JSON.parse(entry[1] ?? '""') as string, entry[2] ?? '');
  }
  return names;
}

/** The `export const <Name> = {…} as unknown as DocumentNode<…>;` lines of the generated graphql.ts: name → AST JSON. */
export function readDocumentAsts(graphqlTs: string): Map<string, string> {
  const asts = new Map<string, string>();
  for (const line of graphqlTs.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm)) {
    asts.set(line[1] ?? '', line[2] ?? '');
  }
  return asts;
}
