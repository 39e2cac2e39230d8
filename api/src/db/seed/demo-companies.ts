import { hashPassword } from '../../auth/password.ts';
import type { Queryable } from '../database.ts';

/** The fixed demo logins of DESIGN.md; docs and tests rely on them. */
export const DEMO_PASSWORD = 'demo-pass-1';

export interface DemoCompany {
  key: 'health' | 'folio' | 'business';
  name: string;
  type: 'H' | 'B';
  region: 'ZA' | 'CA' | 'UK';
  username: string;
  roles: string[];
  firstName: string;
  lastName: string;
  email: string;
  practiceNumber: string | null;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'health',
    name: 'Demo Health Practice',
    type: 'H',
    region: 'ZA',
    username: 'health.admin',
    roles: ['ROLE_ISOPRACTICE', 'ROLE_USER'],
    firstName: 'Thandi',
    lastName: 'Nkosi',
    email: 'health.admin@demo-health.example',
    practiceNumber: '0123456',
  },
  {
    key: 'folio',
    name: 'Demo Folio Studio',
    type: 'B',
    region: 'CA',
    username: 'folio.admin',
    roles: ['ROLE_FOLIO', 'ROLE_USER'],
    firstName: 'Marc',
    lastName: 'Tremblay',
    email: 'folio.admin@demo-folio.example',
    practiceNumber: null,
  },
  {
    key: 'business',
    name: 'Demo Trading Ltd',
    type: 'B',
    region: 'UK',
    username: 'business.admin',
    roles: ['ROLE_USER'],
    firstName: 'Olivia',
    lastName: 'Hughes',
    email: 'business.admin@demo-trading.example',
    practiceNumber: null,
  },
];

export interface SeededCompany extends DemoCompany {
  companyId: number;
  userId: number;
}

/** Inserts the three demo companies with their administrator; returns their ids. */
export async function seedDemoCompanies(tx: Queryable): Promise<SeededCompany[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded: SeededCompany[] = [];
  for (const demo of DEMO_COMPANIES) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into companies (name, type, region, email, phone, address, practice_number)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [demo.name, demo.type, demo.region, demo.email, '+00 000 0000', `1 ${demo.name} Street`, demo.practiceNumber],
    );
    const companyId = rows[0]!.id;
    const user = await tx.query<{ id: number }>(
      `insert into users (company_id, username, password_hash, email, first_name, last_name, roles, is_admin)
       values ($1, $2, $3, $4, $5, $6, $7, true) returning id`,
      [companyId, demo.username, passwordHash, demo.email, demo.firstName, demo.lastName, demo.roles],
    );
    const userId = user.rows[0]!.id;
    await tx.query('insert into user_configurations (user_id) values ($1)', [userId]);
    seeded.push({ ...demo, companyId, userId });
  }
  return seeded;
}
