import type { Queryable } from '../db/database.ts';

export interface AuditEntry {
  companyId: number;
  userId: number | null;
  action:
    'create' | 'update' | 'delete' | 'pay' | 'reverse' | 'recode' | 'undo' | 'import' | 'run' | 'submit' | 'email';
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Records a financial change; call it inside the same transaction as the change itself. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (company_id, user_id, action, entity, entity_id, before, after)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.companyId,
      entry.userId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
