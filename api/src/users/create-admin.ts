/**
 * `npm run create-admin -w api -- --username … --company-name … --company-type B --company-region CA`: creates the
 * first administrator and its company in a database that has no user yet (a production install started without
 * FIRST_ADMIN_*). The password is read from FIRST_ADMIN_PASSWORD, the file FIRST_ADMIN_PASSWORD_FILE names, or
 * standard input (--password-stdin); never from the command line, where `ps` and the shell history would keep it.
 * Options left out are read from the FIRST_ADMIN_* / FIRST_COMPANY_* variables. Uses DATABASE_URL or DATA_DIR as
 * the api does; with the embedded database, stop the api first (one process per data directory).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { migrate } from '../db/migrate.ts';
import { createFirstAdmin, firstAdminProblems, type FirstAdminInput } from './first-admin.ts';

const HELP = `Creates the first administrator and company of an empty Folio database.

  npm run create-admin -w api -- --username NAME --company-name NAME --company-type H|B --company-region XX
                                  [--email ADDRESS] [--password-stdin]

The password comes from FIRST_ADMIN_PASSWORD, FIRST_ADMIN_PASSWORD_FILE or, with --password-stdin, the first line
of standard input: at least 12 characters, not the demo password. Options left out are read from FIRST_ADMIN_USERNAME,
FIRST_ADMIN_EMAIL, FIRST_COMPANY_NAME, FIRST_COMPANY_TYPE and FIRST_COMPANY_REGION. Does nothing (exit code 3) when
the database has a user already.`;

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    'company-name': { type: 'string' },
    'company-type': { type: 'string' },
    'company-region': { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const env = (name: string) => process.env[name]?.trim() || undefined;
const passwordFile = env('FIRST_ADMIN_PASSWORD_FILE');
const password = values['password-stdin']
  ? (readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '')
  : passwordFile
    ? readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '')
    : (process.env.FIRST_ADMIN_PASSWORD ?? '');
const input: FirstAdminInput = {
  username: values.username?.trim() ?? env('FIRST_ADMIN_USERNAME') ?? '',
  password,
  email: values.email?.trim() || env('FIRST_ADMIN_EMAIL') || null,
  companyName: values['company-name']?.trim() ?? env('FIRST_COMPANY_NAME') ?? '',
  companyType: values['company-type']?.trim() ?? env('FIRST_COMPANY_TYPE') ?? '',
  companyRegion: values['company-region']?.trim() ?? env('FIRST_COMPANY_REGION') ?? '',
};
const problems = firstAdminProblems(input);
if (problems.length > 0) {
  console.error(`Nothing was created:\n  ${problems.join('\n  ')}\n\n${HELP}`);
  process.exit(2);
}

// The environment's own first administrator is not this command's business: only the connection settings are.
const config = loadConfig({ firstAdmin: undefined });
const db = await openDatabase(config, { purpose: 'maintenance' });
try {
  await migrate(db);
  const result = await createFirstAdmin(db, input, 'create-admin command');
  if (!result.created) {
    console.error(`Nothing was created: ${result.reason}.`);
    process.exitCode = 3;
  } else {
    console.log(`Created ${input.username}, administrator of "${input.companyName}" (company ${result.companyId}).`);
  }
} finally {
  await db.close();
}
