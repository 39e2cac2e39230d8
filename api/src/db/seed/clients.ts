import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { formatDay, instantOf, partsOf } from './calendar.ts';
import { emailPart } from './profiles/people.ts';
import type { SeedClient, SeedContext, SeedStaff } from './model.ts';
import type { BusinessProfile, CompanyProfile, HealthProfile } from './profile.ts';
import type { Random } from './random.ts';

/** Patients (health) or customers (business), ordered by the day they joined. */
export function generateClients(rng: Random, ctx: SeedContext, profile: CompanyProfile): SeedClient[] {
  const emails = new UniqueNames();
  const clients =
    profile.kind === 'health'
      ? generatePatients(rng, ctx, profile, emails)
      : generateCustomers(rng, ctx, profile, emails);
  // Stable sort, so ids grow with the joining day.
  return clients.sort((a, b) => a.sinceDay - b.sinceDay);
}

function generatePatients(rng: Random, ctx: SeedContext, profile: HealthProfile, emails: UniqueNames): SeedClient[] {
  const people = profile.people;
  const patients: SeedClient[] = [];
  const mainMembers: { client: SeedClient; nextDependant: number; hasSpouse: boolean; birthDay: number }[] = [];
  while (patients.length < profile.clientCount) {
    const family = mainMembers.length > 0 && rng.chance(0.28) ? rng.pick(mainMembers) : null;
    const female = rng.chance(0.53);
    const firstName = rng.pick(female ? people.female : people.male);
    let birthDay: number;
    let client: SeedClient;
    if (family) {
      const main = family.client;
      // A dependant is a spouse or a child born when the main member was 18 to 42.
      const childFrom = family.birthDay + 18 * 365;
      const childTo = Math.min(family.birthDay + 42 * 365, ctx.todayDay - 30);
      const spouse = !family.hasSpouse && (childFrom > childTo || rng.chance(0.4));
      if (!spouse && childFrom > childTo) continue;
      if (spouse) family.hasSpouse = true;
      birthDay = spouse
        ? Math.min(family.birthDay + rng.int(-6 * 365, 6 * 365), ctx.todayDay - 18 * 365)
        : rng.int(childFrom, childTo);
      const code = String(family.nextDependant++).padStart(2, '0');
      const adult = ctx.todayDay - birthDay >= 16 * 365;
      client = {
        ...main,
        id: 0,
        firstName,
        email: adult ? emails.email(firstName, main.lastName, rng) : null,
        phone: adult ? people.phone(rng) : main.phone,
        idNumber: southAfricanIdNumber(rng, birthDay, female),
        dateOfBirth: formatDay(birthDay),
        dependantCode: code,
        sinceDay: main.sinceDay + (rng.chance(0.6) ? 0 : rng.int(0, 400)),
        weight: visitWeight(rng, false),
        chronic: false,
      };
    } else {
      const lastName = rng.pick(people.surnames);
      birthDay = ctx.todayDay - rng.int(18 * 365, 88 * 365);
      const age = (ctx.todayDay - birthDay) / 365;
      const chronic = rng.chance(age > 45 ? 0.35 : 0.08);
      const aid = rng.chance(profile.insuredShare)
        ? rng.weighted(profile.medicalAids.map((a) => [a, a.weight] as const))
        : null;
      client = {
        id: 0,
        firstName,
        lastName,
        email: rng.chance(0.92) ? emails.email(firstName, lastName, rng) : null,
        phone: people.phone(rng),
        idNumber: southAfricanIdNumber(rng, birthDay, female),
        dateOfBirth: formatDay(birthDay),
        medicalAidName: aid?.name ?? null,
        medicalAidPlan: aid ? rng.pick(aid.plans) : null,
        medicalAidNumber: aid ? `${rng.int(1, 9)}${rng.digits(aid.numberDigits - 1)}` : null,
        dependantCode: aid ? '00' : null,
        address: people.address(rng),
        active: true,
        sinceDay: joiningDay(rng, ctx),
        weight: visitWeight(rng, chronic),
        chronic,
        practitioner: preferredPractitioner(rng, ctx.practitioners),
      };
      if (aid) mainMembers.push({ client, nextDependant: 1, hasSpouse: false, birthDay });
    }
    patients.push(client);
  }
  return patients;
}

function generateCustomers(rng: Random, ctx: SeedContext, profile: BusinessProfile, emails: UniqueNames): SeedClient[] {
  const people = profile.people;
  const companyNames = new Set<string>();
  const customers: SeedClient[] = [];
  while (customers.length < profile.clientCount) {
    const base = {
      id: 0,
      phone: people.phone(rng),
      medicalAidName: null,
      medicalAidPlan: null,
      medicalAidNumber: null,
      dependantCode: null,
      address: people.address(rng),
      active: true,
      sinceDay: joiningDay(rng, ctx),
      chronic: false,
      practitioner: preferredPractitioner(rng, ctx.practitioners),
    };
    if (rng.chance(profile.companyShare)) {
      const first = rng.pick(people.companyNames.first);
      const second = rng.pick(people.companyNames.second);
      const suffix = rng.weighted(people.companyNames.suffixes);
      const name = `${first} ${second}${suffix ? ` ${suffix}` : ''}`;
      if (companyNames.has(`${first} ${second}`)) continue;
      companyNames.add(`${first} ${second}`);
      customers.push({
        ...base,
        // A company has no first name; its name sorts and displays as the last name.
        firstName: '',
        lastName: name,
        email: emails.unique(`${[...first.split(' '), ...second.split(' ')].map(emailPart).join('.')}`, 'example.com'),
        idNumber: people.registration(rng),
        dateOfBirth: null,
        weight: visitWeight(rng, false) * 1.6,
      });
    } else {
      const female = rng.chance(0.5);
      const firstName = rng.pick(female ? people.female : people.male);
      const lastName = rng.pick(people.surnames);
      customers.push({
        ...base,
        firstName,
        lastName,
        email: emails.email(firstName, lastName, rng),
        idNumber: null,
        dateOfBirth: formatDay(ctx.todayDay - rng.int(22 * 365, 75 * 365)),
        weight: visitWeight(rng, false),
      });
    }
  }
  return customers;
}

/** Half the clients were there before the history starts; the rest join over the two years. */
function joiningDay(rng: Random, ctx: SeedContext): number {
  return rng.chance(0.5) ? ctx.startDay - rng.int(30, 1_500) : rng.int(ctx.startDay, ctx.todayDay - 20);
}

/** Exponentially distributed: a few clients come often, most now and then. */
function visitWeight(rng: Random, chronic: boolean): number {
  return -Math.log(1 - rng.next() * 0.999) * (chronic ? 2.5 : 1) + 0.05;
}

function preferredPractitioner(rng: Random, practitioners: readonly SeedStaff[]): SeedStaff {
  return rng.weighted(practitioners.map((p, i) => [p, i === 0 ? 1.2 : 1] as const));
}

class UniqueNames {
  private readonly taken = new Set<string>();

  email(firstName: string, lastName: string, rng: Random): string {
    return this.unique(
      `${emailPart(firstName)}.${emailPart(lastName)}`,
      rng.chance(0.7) ? 'example.com' : 'example.org',
    );
  }

  unique(local: string, domain: string): string {
    for (let n = 1; ; n += 1) {
      const email = `${local}${n === 1 ? '' : n}@${domain}`;
      if (!this.taken.has(email)) {
        this.taken.add(email);
        return email;
      }
    }
  }
}

/** YYMMDD, gender sequence (0000–4999 female), citizenship, 8, Luhn check digit. */
export function southAfricanIdNumber(rng: Random, birthDay: number, female: boolean): string {
  const { year, month, date } = partsOf(birthDay);
  const sequence = female ? rng.int(0, 4_999) : rng.int(5_000, 9_999);
  const payload = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(date).padStart(2, '0')}${String(sequence).padStart(4, '0')}${rng.chance(0.95) ? 0 : 1}8`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export async function insertClients(tx: Queryable, ctx: SeedContext, clients: readonly SeedClient[]): Promise<void> {
  await bulkInsert(
    tx,
    'clients',
    {
      id: 'bigint',
      company_id: 'bigint',
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      phone: 'text',
      id_number: 'text',
      date_of_birth: 'date',
      medical_aid_name: 'text',
      medical_aid_plan: 'text',
      medical_aid_number: 'text',
      dependant_code: 'text',
      address: 'text',
      active: 'boolean',
      created_at: 'timestamptz',
    },
    clients.map((c) => ({
      id: c.id,
      company_id: ctx.companyId,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      phone: c.phone,
      id_number: c.idNumber,
      date_of_birth: c.dateOfBirth,
      medical_aid_name: c.medicalAidName,
      medical_aid_plan: c.medicalAidPlan,
      medical_aid_number: c.medicalAidNumber,
      dependant_code: c.dependantCode,
      address: c.address,
      active: c.active,
      created_at: instantOf(c.sinceDay, 8 * 60 + (c.id % 480)),
    })),
  );
}
