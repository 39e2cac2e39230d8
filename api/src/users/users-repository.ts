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
