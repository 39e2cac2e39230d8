export const messages = {
  save: {
    success: 'Time zone saved.',
    failure: 'Failed to save the time zone. Please try again.',
  },
} as const;
