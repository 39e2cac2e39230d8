import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: number;
  companyId: number;
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string;
  lastName: string;
  roles: string[];
  active: boolean;
}

export interface UserConfigurationRow {
  userId: number;
  language: string;
  rowsPerPage: number;
  theme: string;
}

/** A user who can be an invoice's practitioner, with the name people read ("First Last", else the username). */
export interface PractitionerRow {
  id: number;
  name: string;
}

const USER_COLUMNS = `id, company_id as "companyId", username, password_hash as "passwordHash", email,
  first_name as "firstName", last_name as "lastName", roles, active`;

export function usersRepository(db: Queryable) {
  return {
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where username = $1`, [username]);
      return rows[0];
    },
    /** Only users of the given company are visible: another tenant's user is "not found". */
    async findInCompany(id: number, companyId: number): Promise<UserRow | undefined> {
      const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1 and company_id = $2`, [
        id,
        companyId,
      ]);
      return rows[0];
    },
    /**
     * The company's practitioners, by name: its active users, and any other of its users who is the practitioner
     * of one of its invoices (their invoices and payments stay reachable after they leave).
     */
    async practitioners(companyId: number): Promise<PractitionerRow[]> {
      const { rows } = await db.query<PractitionerRow>(
        `select u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as name
           from users u
          where u.company_id = $1
            and (u.active or exists (select 1 from invoices i where i.practitioner_id = u.id and i.company_id = $1))
          order by lower(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)), u.id`,
        [companyId],
      );
      return rows;
    },
    async configuration(userId: number): Promise<UserConfigurationRow> {
      const { rows } = await db.query<UserConfigurationRow>(
        `select user_id as "userId", language, rows_per_page as "rowsPerPage", theme
           from user_configurations where user_id = $1`,
        [userId],
      );
      return rows[0] ?? { userId, language: 'en', rowsPerPage: 100, theme: 'light' };
    },
  };
}
