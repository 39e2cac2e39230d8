import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { DAY_MS, weekday } from './calendar.ts';
import type { SeedAppointment, SeedClient, SeedContext } from './model.ts';
import type { CompanyProfile } from './profile.ts';
import type { Random } from './random.ts';

/**
 * Appointments that did not lead to an invoice: some cancelled ones in the past and the booked
 * diary of the next three weeks. Returns all appointments ordered by start, ready for ids.
 */
export function completeDiary(
  rng: Random,
  ctx: SeedContext,
  profile: CompanyProfile,
  clients: readonly SeedClient[],
  visits: readonly SeedAppointment[],
): SeedAppointment[] {
  const diary = [...visits];
  const slot = () => rng.int(profile.hours[0] / 15, profile.hours[1] / 15) * 15 * 60_000;
  for (const visit of visits) {
    if (!rng.chance(0.05)) continue;
    const startMs = Math.floor(visit.startMs / DAY_MS - rng.int(2, 10)) * DAY_MS + slot();
    diary.push({
      ...visit,
      id: 0,
      startMs,
      endMs: startMs + (visit.endMs - visit.startMs),
      status: 'X',
      createdMs: startMs - rng.int(1, 10) * DAY_MS,
    });
  }
  const active = clients.filter((c) => c.active);
  // One booking per practitioner and start time in the diary ahead.
  const booked = new Set<string>();
  for (let day = ctx.todayDay + 1; day <= ctx.todayDay + 21; day += 1) {
    const factor = profile.weekdayFactors[weekday(day)]!;
    if (factor === 0) continue;
    for (let i = rng.poisson(profile.bookedPerDay * factor); i > 0; i -= 1) {
      const client = rng.pick(active);
      const startMs = day * DAY_MS + slot();
      const key = `${ctx.practitioners.indexOf(client.practitioner)}|${startMs}`;
      if (booked.has(key)) continue;
      booked.add(key);
      const minutes = rng.pick(profile.kind === 'health' ? [15, 20, 30] : [30, 60, 90]);
      diary.push({
        id: 0,
        client,
        practitioner: client.practitioner,
        startMs,
        endMs: startMs + minutes * 60_000,
        description: rng.pick(profile.appointmentLabels),
        status: 'B',
        createdMs: (ctx.todayDay - rng.int(0, 20)) * DAY_MS + slot(),
      });
    }
  }
  return diary.sort((a, b) => a.startMs - b.startMs);
}

export async function insertAppointments(tx: Queryable, ctx: SeedContext, appointments: readonly SeedAppointment[]) {
  await bulkInsert(
    tx,
    'appointments',
    {
      id: 'bigint',
      company_id: 'bigint',
      client_id: 'bigint',
      practitioner_id: 'bigint',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
      description: 'text',
      status: 'text',
      created_at: 'timestamptz',
    },
    appointments.map((a) => ({
      id: a.id,
      company_id: ctx.companyId,
      client_id: a.client.id,
      practitioner_id: a.practitioner.id,
      starts_at: new Date(a.startMs).toISOString(),
      ends_at: new Date(a.endMs).toISOString(),
      description: a.description,
      status: a.status,
      created_at: new Date(a.createdMs).toISOString(),
    })),
  );
}
