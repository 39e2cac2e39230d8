/**
 * The props of a frame a wide table scrolls inside (on a phone): a named region that takes the keyboard's focus, so
 * someone without a pointer can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable). For a table with no link or button of its own to focus.
 */
export function scrollRegion(label: string) {
  return { className: 'folio-table-scroll', role: 'region', 'aria-label': label, tabIndex: 0 } as const;
}
