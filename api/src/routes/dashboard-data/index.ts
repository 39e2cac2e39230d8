import type { App } from '../../app-types.ts';
import figureRoutes from './figures.ts';
import taskRoutes from './tasks.ts';

/** The dashboard data calls of spec §7 that are not the financial summary: figures and tasks. */
export default async function dashboardDataRoutes(app: App) {
  await app.register(figureRoutes);
  await app.register(taskRoutes);
}
