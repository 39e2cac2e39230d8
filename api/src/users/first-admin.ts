import { recordAudit } from '../audit/audit-log.ts';
import { hashPassword } from '../auth/password.ts';
import { companiesRepository } from '../companies/companies-repository.ts';
import type { Database } from '../db/database.ts';
import { insertDefaultChart } from '../financial-accounts/default-chart.ts';
import { passwordProblem } from './password-policy.ts';
import { usersRepository } from './users-repository.ts';

/** The first administrator of a production install and its company (FIRST_ADMIN_*, FIRST_COMPANY_*). */
export interface FirstAdminInput {
  username: string;
  password: string;
  email: string | null;
  companyName: string;
  /** H (a health practice) or B (any other business). */
  companyType: string;
  /** Two capital letters: ZA, UK, CA, IN, US, … (DESIGN.md: currency and time zone follow it). */
  companyRegion: string;
}

export type FirstAdminResult =
  { created: true; userId: number; companyId: number } | { created: false; reason: 'the database has users already' };

/** The roles a company type's administrator needs to see its finance menu (spec §6, DESIGN.md). */
export const ADMIN_ROLES: Record<'H' | 'B', string[]> = {
  H: ['ROLE_ISOPRACTICE', 'ROLE_USER'],
  B: ['ROLE_FOLIO', 'ROLE_USER'],
};

/** What is wrong with the settings, each naming its variable; empty when they can be used. */
export function firstAdminProblems(input: FirstAdminInput): string[] {
  const problems: string[] = [];
  if (!/^\S{1,100}$/.test(input.username)) {
    problems.push('FIRST_ADMIN_USERNAME must be 1 to 100 characters without spaces');
  }
  const password = passwordProblem(input.password, input.username);
  if (password) problems.push(`FIRST_ADMIN_PASSWORD ${password}`);
  if (input.email !== null && !/^[^\s@]+@[^\s@]+$/.test(input.email)) {
    problems.push('FIRST_ADMIN_EMAIL must be an email address');
  }
  if (input.companyName.length === 0 || input.companyName.length > 200) {
    problems.push('FIRST_COMPANY_NAME must be 1 to 200 characters');
  }
  if (!['H', 'B'].includes(input.companyType.toUpperCase())) {
    problems.push('FIRST_COMPANY_TYPE must be H (health practice) or B (business)');
  }
  if (!/^[A-Za-z]{2}$/.test(input.companyRegion)) {
    problems.push('FIRST_COMPANY_REGION must be a two-letter region such as ZA, UK, CA, IN or US');
  }
  return problems;
}

/**
 * Creates the company, its administrator (with the company type's roles) and the standard chart of accounts, in
 * one transaction, and only when the database has no user at all: a second start, or a second replica starting
 * at the same time, creates nothing (an advisory lock orders them).
 */
export async function createFirstAdmin(
  db: Database,
  input: FirstAdminInput,
  source: 'environment' | 'create-admin command',
): Promise<FirstAdminResult> {
  const problems = firstAdminProblems(input);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const type = input.companyType.toUpperCase() as 'H' | 'B';
  const region = input.companyRegion.toUpperCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<FirstAdminResult> => {
    await tx.query('select pg_advisory_xact_lock(727275)');
    const users = usersRepository(tx);
    if (await users.any()) return { created: false, reason: 'the database has users already' };
    const companyId = await companiesRepository(tx).insert({
      name: input.companyName,
      type,
      region,
      email: input.email,
    });
    const roles = ADMIN_ROLES[type];
    const userId = await users.insert({
      companyId,
      username: input.username,
      passwordHash,
      email: input.email,
      roles,
      admin: true,
    });
    await insertDefaultChart(tx, companyId);
    const audit = { companyId, userId: null, action: 'create' as const };
    await recordAudit(tx, {
      ...audit,
      entity: 'company',
      entityId: companyId,
      after: { name: input.companyName, type, region },
    });
    await recordAudit(tx, {
      ...audit,
      entity: 'user',
      entityId: userId,
      after: { username: input.username, roles, admin: true, source },
    });
    return { created: true, userId, companyId };
  });
}
