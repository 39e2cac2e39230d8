/**
 * `npm test`: every test of the project: unit, integration (api on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set; gateway over real HTTP) and end-to-end in headless Chromium.
 * Extra arguments go to vitest, e.g. `npm test -- --project unit`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { repoRoot } from './processes.ts';

const extraArgs = process.argv.slice(2);
const runsE2e = !extraArgs.includes('--project') || extraArgs.includes('e2e');

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  return result.status ?? 1;
}

if (runsE2e) {
  ensureChromium();
  if (run('npm', ['run', 'build', '--silent', '-w', 'web']) !== 0) process.exit(1);
}

const report = path.join(mkdtempSync(path.join(tmpdir(), 'folio-vitest-')), 'report.json');
const status = run(path.join(repoRoot, 'node_modules/.bin/vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extraArgs,
]);

try {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTotalTests: number;
  };
  if (summary.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
  console.log(`\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
} catch {
  console.error('The test report was not written; see the output above.');
}
process.exit(status);
