import { paths } from '../../app/paths';

/** The hash path of one client's page. */
export const clientPath = (id: string) => `${paths.clients}/${encodeURIComponent(id)}`;
