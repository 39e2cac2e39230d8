/** What a route tells the layout: its name in the heading and which part of the app it belongs to. */
export interface RouteHandle {
  title: string;
  /** finance: shown as "Financial Data > title" in the heading. */
  section: 'finance' | 'overview' | 'other';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}
