export const messages = {
  save: {
    success: 'Time zone saved.',
    failure: 'Failed to save the time zone. Please try again.',
  },
} as const;

export const taxMessages = {
  save: {
    success: 'Tax settings saved.',
    failure: 'Failed to save the tax settings. Please try again.',
  },
} as const;
