import { recordAudit } from '../audit/audit-log.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, notFound, type FieldError } from '../shared/problem.ts';
import { isCalendarDate, todayIn } from '../shared/time.ts';
import { clientsRepository, type ClientValues } from './clients-repository.ts';

export interface ClientInput {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  idNumber?: string | null;
  dateOfBirth?: string | null;
  medicalAidName?: string | null;
  medicalAidPlan?: string | null;
  medicalAidNumber?: string | null;
  dependantCode?: string | null;
  address?: string | null;
}

/** The longest value each field takes (the route schemas say the same). */
export const CLIENT_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  email: 320,
  phone: 40,
  idNumber: 40,
  dateOfBirth: 10,
  medicalAidName: 100,
  medicalAidPlan: 100,
  medicalAidNumber: 40,
  dependantCode: 10,
  address: 500,
} as const satisfies Record<keyof ClientInput, number>;

/** The earliest date of birth accepted: before it, a date is a typing slip (1026 for 1962). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** One address: something@domain.tld, without spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const optional = (value: string | null | undefined) => value?.trim() || null;

/**
 * Trims every field, blank optional fields become null; names are required, the email must look like an
 * address and the date of birth must be a real date between 1900-01-01 and today (in the company's time
 * zone). Not the money date horizon (shared/date-horizon.ts): a birth date is in the past, often before 1990.
 */
export function readClientInput(input: ClientInput, timeZone: string): ClientValues {
  const errors: FieldError[] = [];
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === '') errors.push({ field: 'firstName', message: 'must not be empty' });
  if (lastName === '') errors.push({ field: 'lastName', message: 'must not be empty' });
  const email = optional(input.email);
  if (email !== null && !EMAIL.test(email)) errors.push({ field: 'email', message: 'is not an email address' });
  const dateOfBirth = optional(input.dateOfBirth);
  if (dateOfBirth !== null) {
    if (!isCalendarDate(dateOfBirth)) {
      errors.push({ field: 'dateOfBirth', message: 'is not a date: use YYYY-MM-DD' });
    } else if (dateOfBirth < EARLIEST_BIRTH_DATE) {
      errors.push({ field: 'dateOfBirth', message: `is before ${EARLIEST_BIRTH_DATE}` });
    } else if (dateOfBirth > todayIn(timeZone)) {
      errors.push({ field: 'dateOfBirth', message: 'is in the future' });
    }
  }
  const values: ClientValues = {
    firstName,
    lastName,
    email,
    phone: optional(input.phone),
    idNumber: optional(input.idNumber),
    dateOfBirth,
    medicalAidName: optional(input.medicalAidName),
    medicalAidPlan: optional(input.medicalAidPlan),
    medicalAidNumber: optional(input.medicalAidNumber),
    dependantCode: optional(input.dependantCode),
    address: optional(input.address),
  };
  for (const [field, max] of Object.entries(CLIENT_MAX_LENGTHS)) {
    const value = values[field as keyof ClientValues];
    if (value !== null && value.length > max) errors.push({ field, message: `must be at most ${max} characters` });
  }
  if (errors.length > 0) {
    throw badRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  }
  return values;
}

export async function createClient(db: Database, caller: Caller, input: ClientInput): Promise<number> {
  const { timeZone } = await companyZone(db, caller.companyId);
  const values = readClientInput(input, timeZone);
  return db.transaction(async (tx) => {
    const id = await clientsRepository(tx).insert(caller.companyId, values);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'create',
      entity: 'client',
      entityId: id,
      after: values,
    });
    return id;
  });
}

export async function updateClient(db: Database, caller: Caller, id: number, input: ClientInput): Promise<void> {
  const { timeZone } = await companyZone(db, caller.companyId);
  const values = readClientInput(input, timeZone);
  await db.transaction(async (tx) => {
    const clients = clientsRepository(tx);
    const before = await clients.find(id, caller.companyId);
    if (!before) throw notFound('Client');
    await clients.update(id, caller.companyId, values);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'client',
      entityId: id,
      before,
      after: values,
    });
  });
}

/** Archives (false) or restores (true) a client; its invoices stay as they are. Audited only when it changes. */
export async function setClientActive(db: Database, caller: Caller, id: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const clients = clientsRepository(tx);
    const before = await clients.find(id, caller.companyId);
    if (!before) throw notFound('Client');
    if (before.active === active) return;
    await clients.setActive(id, caller.companyId, active);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'client',
      entityId: id,
      before: { active: before.active },
      after: { active },
    });
  });
}
