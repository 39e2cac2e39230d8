import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { instantOf } from './calendar.ts';
import type { SeededCompany } from './demo-companies.ts';
import { assignIds } from './ids.ts';
import type { SeedStaff } from './model.ts';
import type { CompanyProfile } from './profile.ts';

/**
 * Adds the company's practitioners or staff, with the admin's roles and the demo password. They
 * share the admin's password hash: hashing is slow on purpose, and each hash would cost ~100 ms.
 */
export async function seedStaff(
  tx: Queryable,
  company: SeededCompany,
  profile: CompanyProfile,
  startDay: number,
): Promise<SeedStaff[]> {
  const { rows } = await tx.query<{ password_hash: string }>('select password_hash from users where id = $1', [
    company.userId,
  ]);
  const passwordHash = rows[0]!.password_hash;
  const staff = profile.staff.map((spec) => ({ id: 0, ...spec }));
  await assignIds(tx, 'users', staff);
  const createdAt = instantOf(startDay - 30, 9 * 60);
  await bulkInsert(
    tx,
    'users',
    {
      id: 'bigint',
      company_id: 'bigint',
      username: 'text',
      password_hash: 'text',
      email: 'text',
      first_name: 'text',
      last_name: 'text',
      roles: 'text[]',
      created_at: 'timestamptz',
    },
    staff.map((s) => ({
      id: s.id,
      company_id: company.companyId,
      username: s.username,
      password_hash: passwordHash,
      email: s.email,
      first_name: s.firstName,
      last_name: s.lastName,
      roles: company.roles,
      created_at: createdAt,
    })),
  );
  await bulkInsert(
    tx,
    'user_configurations',
    { user_id: 'bigint' },
    staff.map((s) => ({ user_id: s.id })),
  );
  await tx.query('update users set created_at = $2 where id = $1', [company.userId, instantOf(startDay - 60, 9 * 60)]);
  await tx.query('update companies set created_at = $2 where id = $1', [
    company.companyId,
    instantOf(startDay - 60, 8 * 60),
  ]);
  return staff.map((s) => ({ id: s.id, firstName: s.firstName, lastName: s.lastName }));
}
