/**
 * Fails when the committed generated code differs from what `npm run codegen` (GraphQL) and
 * `npm run codegen:rest` (the REST types, from the api's OpenAPI document) produce now.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './processes.ts';

const generated = ['gateway/src/__generated__', 'web/src/gql', 'gateway/src/rest/__generated__'];
execFileSync('npm', ['run', '--silent', 'codegen'], { cwd: repoRoot, stdio: 'ignore' });
execFileSync('npm', ['run', '--silent', 'codegen:rest'], { cwd: repoRoot, stdio: 'ignore' });
const changed = execFileSync('git', ['status', '--porcelain', '--', ...generated], { cwd: repoRoot, encoding: 'utf8' });
if (changed.trim()) {
  console.error(`Generated code is stale; run "npm run codegen" and "npm run codegen:rest" and commit:\n${changed}`);
  process.exit(1);
}
console.log('Generated code is current.');
