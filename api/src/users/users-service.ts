import { recordAudit } from '../audit/audit-log.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { SessionCheck } from '../auth/session-check.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { conflict, forbidden, notFound, unprocessable } from '../shared/problem.ts';
import { passwordProblem } from './password-policy.ts';
import { usersRepository, type UserRow } from './users-repository.ts';

/**
 * Changes to users that end sessions. Each commits, then drops the user's kept session state in this process
 * (`sessions.forget`), so the next request with an old token is refused here at once; the database raised the
 * token version (migration 015), which other replicas see within their cache's time to live.
 */
export function usersService(db: Database, sessions: SessionCheck) {
  return {
    /** Logout: every token the user holds stops working (all their devices; docs/operations.md, "Sign-in, sessions and the first administrator"). */
    async endSessions(caller: Caller): Promise<void> {
      await usersRepository(db).endSessions(caller.id);
      sessions.forget(caller.id);
    },

    /** A user changes their own password, proving the current one; answers the user as now (new token version). */
    async changePassword(
      caller: Caller,
      userId: number,
      passwords: { currentPassword: string; newPassword: string },
    ): Promise<UserRow> {
      const users = usersRepository(db);
      const user = await users.findInCompany(userId, caller.companyId);
      if (!user) throw notFound('User');
      if (user.id !== caller.id) throw forbidden('A password can be changed only by its own user');
      const problem =
        passwordProblem(passwords.newPassword, user.username) ??
        (passwords.newPassword === passwords.currentPassword ? 'must differ from the current password' : undefined);
      if (problem) {
        throw unprocessable(`The new password ${problem}`, [{ field: 'body.newPassword', message: problem }]);
      }
      // Hashing is slow on purpose: outside the transaction, which then checks that nothing changed meanwhile.
      if (!(await verifyPassword(passwords.currentPassword, user.passwordHash))) {
        throw unprocessable('The current password is not correct', [
          { field: 'body.currentPassword', message: 'is not correct' },
        ]);
      }
      const passwordHash = await hashPassword(passwords.newPassword);
      const changed = await db.transaction(async (tx) => {
        const locked = await usersRepository(tx).lockInCompany(userId, caller.companyId);
        if (!locked) throw notFound('User');
        if (locked.passwordHash !== user.passwordHash) {
          throw conflict('The password was changed at the same time: sign in again');
        }
        await usersRepository(tx).setPasswordHash(userId, passwordHash);
        await recordAudit(tx, {
          companyId: caller.companyId,
          userId: caller.id,
          action: 'update',
          entity: 'user',
          entityId: userId,
          // Never the hashes: only that the password changed.
          after: { password: 'changed' },
        });
        return (await usersRepository(tx).findInCompany(userId, caller.companyId))!;
      });
      sessions.forget(userId);
      return changed;
    },

    /**
     * An administrator of the company activates or deactivates one of its users. Deactivating ends the user's
     * sessions. An administrator cannot deactivate themselves, so a company always keeps an active administrator.
     */
    async setActive(caller: Caller, userId: number, active: boolean): Promise<UserRow> {
      const users = usersRepository(db);
      const [self, user] = await Promise.all([
        users.findInCompany(caller.id, caller.companyId),
        users.findInCompany(userId, caller.companyId),
      ]);
      if (!user) throw notFound('User');
      if (!self?.admin) throw forbidden('Only an administrator of the company can activate or deactivate its users');
      if (userId === caller.id && !active) throw conflict('Administrators cannot deactivate themselves');
      const changed = await db.transaction(async (tx) => {
        const locked = await usersRepository(tx).lockInCompany(userId, caller.companyId);
        if (!locked) throw notFound('User');
        if (locked.active === active) return locked;
        await usersRepository(tx).setActive(userId, active);
        await recordAudit(tx, {
          companyId: caller.companyId,
          userId: caller.id,
          action: 'update',
          entity: 'user',
          entityId: userId,
          before: { active: locked.active },
          after: { active },
        });
        return (await usersRepository(tx).findInCompany(userId, caller.companyId))!;
      });
      sessions.forget(userId);
      return changed;
    },
  };
}
