/** Footer links. Set VITE_HELP_URL / VITE_SUPPORT_URL at build time to point them at the real help desk. */
export const HELP_URL: string = import.meta.env.VITE_HELP_URL ?? 'https://folio.example.com/help';
export const SUPPORT_URL: string = import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@folio.example.com';
