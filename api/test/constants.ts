/** The frozen "today" of the demo data in tests: history runs up to this day. */
export const TEST_TODAY = '2026-06-30';
