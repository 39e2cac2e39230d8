import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphqlDocuments, readDocumentAsts, readDocumentMap } from './graphqlDocuments';

const gqlDir = fileURLToPath(new URL('../src/gql', import.meta.url));
const plugin = graphqlDocuments(gqlDir);
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const context = {
  addWatchFile: () => undefined,
  error: (message: string) => {
    throw new Error(message);
  },
};
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

const loginSource = readFileSync(
  fileURLToPath(new URL('../src/features/session/loginMutation.ts', import.meta.url)),
  'utf8',
);

describe('graphqlDocuments', () => {
  it('reads every document of the generated map, with its export name and AST', () => {
    const names = readDocumentMap(readFileSync(`${gqlDir}/gql.ts`, 'utf8'));
    const asts = readDocumentAsts(readFileSync(`${gqlDir}/graphql.ts`, 'utf8'));
    expect(names.size).toBeGreaterThan(10);
    expect(new Set(names.values())).toEqual(new Set(asts.keys()));
    expect(JSON.parse(asts.get('LoginDocument')!)).toMatchObject({ kind: 'Document' });
  });

  it('replaces a graphql() call by an import of that document alone', () => {
    const out = call(plugin.transform, loginSource, '/x/web/src/features/session/loginMutation.ts') as { code: string };
    expect(out.code).toContain("import __folioGql_LoginDocument from 'virtual:folio-gql/LoginDocument';");
    expect(out.code).toContain('export const LoginMutation = __folioGql_LoginDocument;');
    expect(out.code).not.toMatch(/graphql\(`/);
  });

  it('loads the same AST as the generated module', async () => {
    const id = call(plugin.resolveId, 'virtual:folio-gql/LoginDocument') as string;
    const code = call(plugin.load, id) as string;
    const { LoginDocument } = await import('../src/gql/graphql');
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, ''))).toEqual(LoginDocument);
  });

  it('leaves a source the map does not know, and files without calls', () => {
    const unknown = 'const Q = graphql(`\n  query Unknown { viewer { id } }\n`);';
    expect(call(plugin.transform, unknown, '/x/web/src/a.ts')).toBeNull();
    expect(call(plugin.transform, 'export const a = 1;', '/x/web/src/b.ts')).toBeNull();
  });
});
