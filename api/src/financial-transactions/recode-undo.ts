import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { conflict } from '../shared/problem.ts';
import { recodeRepository, type RecodeRecord, type UndoTrouble } from './recode-repository.ts';

/** The company's latest recode, undone or not; null when it never recoded anything. */
export async function lastRecode(db: Queryable, user: AuthUser): Promise<RecodeRecord | null> {
  return (await recodeRepository(db).last(user.companyId)) ?? null;
}

const idList = ({ count, examples }: UndoTrouble) =>
  `${count} (${examples.map((id) => `#${id}`).join(', ')}${count > examples.length ? ' …' : ''})`;

/**
 * Takes back the company's last recode: every transaction it moved goes back to its previous account,
 * all or nothing. 409 when there is none to undo, when `expectedId` is not the last one, or when one of
 * the moved transactions was changed or deleted since (or its previous account deleted).
 */
export async function undoLastRecode(
  db: Database,
  user: AuthUser,
  expectedId?: number,
): Promise<{ restored: number; recode: RecodeRecord }> {
  return db.transaction(async (tx) => {
    const repo = recodeRepository(tx);
    await repo.lockCompanyRecodes(user.companyId);
    const last = await repo.last(user.companyId);
    if (expectedId !== undefined && last?.id !== expectedId) {
      const asked = await repo.find(user.companyId, expectedId);
      if (!asked) throw conflict(`Recode #${expectedId} is not one of the company’s recodes`);
      throw conflict(`Recode #${expectedId} is no longer the last recode: only the last one can be undone`);
    }
    if (!last) throw conflict('There is no recode to undo');
    if (last.undoneAt) throw conflict(`The last recode (#${last.id}) was undone already`);
    const check = await repo.checkUndo(user.companyId, last.id);
    const problems = [
      check.changed.count > 0 ? `changed since: ${idList(check.changed)}` : '',
      check.deleted.count > 0 ? `deleted since: ${idList(check.deleted)}` : '',
      check.accountGone.count > 0 ? `previous account deleted: ${idList(check.accountGone)}` : '',
    ].filter(Boolean);
    if (problems.length > 0) {
      throw conflict(
        `The recode cannot be undone: of the ${check.moved} transactions it moved, ${problems.join('; ')}. Nothing was changed.`,
      );
    }
    const restored = await repo.undo(user.companyId, user.id, last.id);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'undo',
      entity: 'financial_recode',
      entityId: last.id,
      before: last,
      after: { restored },
    });
    return { restored, recode: (await repo.find(user.companyId, last.id))! };
  });
}
