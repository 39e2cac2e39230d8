import type { Database } from '../database.ts';
import { parseDay, utcToday } from './calendar.ts';
import { seedCompany, type CompanyCounts } from './company.ts';
import { HEALTH_PROFILE } from './profiles/health.ts';
import { STUDIO_PROFILE } from './profiles/studio.ts';
import { TRADING_PROFILE } from './profiles/trading.ts';
import { seedDemoCompanies, type DemoCompany } from './demo-companies.ts';
import type { CompanyProfile } from './profile.ts';

export interface SeedOptions {
  /** The last day of the generated history, YYYY-MM-DD; default today (UTC). Tests fix it. */
  today?: string;
}

export interface SeedSummary {
  today: string;
  companies: { name: string; counts: CompanyCounts }[];
}

const PROFILES: Record<DemoCompany['key'], CompanyProfile> = {
  health: HEALTH_PROFILE,
  folio: STUDIO_PROFILE,
  business: TRADING_PROFILE,
};

/** Loads the demo data into an empty database (no companies yet); returns whether it did. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from companies');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await seedDemoData(db, options);
  return true;
}

/**
 * The whole demo data set, in one transaction: all of it or nothing. The same `today` always
 * gives the same data (ids included, on a fresh database): a fixed-seed PRNG drives every choice.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const today = options.today ?? utcToday();
  const todayDay = parseDay(today);
  return db.transaction(async (tx) => {
    const companies = await seedDemoCompanies(tx);
    const summary: SeedSummary = { today, companies: [] };
    for (const company of companies) {
      summary.companies.push({
        name: company.name,
        counts: await seedCompany(tx, company, PROFILES[company.key], todayDay),
      });
    }
    return summary;
  });
}
