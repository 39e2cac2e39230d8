/** The page-size options of spec §9. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
