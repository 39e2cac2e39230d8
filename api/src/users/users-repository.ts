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
  /** May activate and deactivate the company's users (migration 015). */
  admin: boolean;
  /** Raised whenever the user's sessions end (migration 015); tokens carry the version they were signed at. */
  tokenVersion: number;
}

/** What the session check compares a token with, on every request (auth/session-check.ts). */
export interface SessionStateRow {
  companyId: number;
  username: string;
  roles: string[];
  active: boolean;
  tokenVersion: number;
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
  first_name as "firstName", last_name as "lastName", roles, active, is_admin as "admin", token_version as "tokenVersion"`;

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
    /** The user's current state for the session check, whatever the company; undefined when there is no such user. */
    async sessionState(id: number): Promise<SessionStateRow | undefined> {
      const { rows } = await db.query<SessionStateRow>(
        `select company_id as "companyId", username, roles, active, token_version as "tokenVersion"
           from users where id = $1`,
        [id],
        { prepared: 'users-session-state' },
      );
      return rows[0];
    },
    /** Ends every session of the user (logout); the trigger of migration 015 does the same on other changes. */
    async endSessions(id: number): Promise<void> {
      await db.query('update users set token_version = token_version + 1 where id = $1', [id]);
    },
    /** The new hash; the version rises with it (migration 015's trigger), which ends the user's sessions. */
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.query('update users set password_hash = $2 where id = $1', [id, passwordHash]);
    },
    /** Deactivating raises the version too (migration 015's trigger). */
    async setActive(id: number, active: boolean): Promise<void> {
      await db.query('update users set active = $2 where id = $1', [id, active]);
    },
    /** The row locked for a change in this transaction, within the company. */
    async lockInCompany(id: number, companyId: number): Promise<UserRow | undefined> {
      const { rows } = await db.query<UserRow>(
        `select ${USER_COLUMNS} from users where id = $1 and company_id = $2 for update`,
        [id, companyId],
      );
      return rows[0];
    },
    /** A new user with the default configuration; returns its id. */
    async insert(user: {
      companyId: number;
      username: string;
      passwordHash: string;
      email: string | null;
      roles: string[];
      admin: boolean;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into users (company_id, username, password_hash, email, roles, is_admin)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [user.companyId, user.username, user.passwordHash, user.email, user.roles, user.admin],
      );
      const id = rows[0]!.id;
      await db.query('insert into user_configurations (user_id) values ($1)', [id]);
      return id;
    },
    async any(): Promise<boolean> {
      const { rows } = await db.query<{ found: boolean }>('select exists (select 1 from users) as found');
      return rows[0]?.found ?? false;
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
