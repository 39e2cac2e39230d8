/** Fails when the committed generated code differs from what `npm run codegen` produces now. */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './processes.ts';

const generated = ['gateway/src/__generated__', 'web/src/gql'];
execFileSync('npm', ['run', '--silent', 'codegen'], { cwd: repoRoot, stdio: 'ignore' });
const changed = execFileSync('git', ['status', '--porcelain', '--', ...generated], { cwd: repoRoot, encoding: 'utf8' });
if (changed.trim()) {
  console.error(`Generated code is stale; run "npm run codegen" and commit:\n${changed}`);
  process.exit(1);
}
console.log('Generated code is current.');
