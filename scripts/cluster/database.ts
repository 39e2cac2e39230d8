/** The cluster's own database on a PostgreSQL server: made when missing, dropped by the chaos test after its run. */
import pg from 'pg';

/** The database named in `url`, and a URL of the same server's `postgres` database to create or drop it from. */
export function splitDatabaseUrl(url: string): { name: string; adminUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`${url}: name a database of lower-case letters, digits and _ (e.g. /folio_cluster)`);
  }
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

async function withAdmin<T>(url: string, work: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const { name, adminUrl } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${new URL(adminUrl).host} cannot be reached (${(error as Error).message}). The cluster needs a ` +
        'server: start it (`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`) or set ' +
        'CLUSTER_DATABASE_URL.',
    );
  }
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` unless it exists; answers whether it was created. */
export function ensureDatabase(url: string): Promise<boolean> {
  return withAdmin(url, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  });
}

/** Drops the database of `url` (its connections closed first). */
export function dropDatabase(url: string): Promise<void> {
  return withAdmin(url, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
