import type { CatalogMessages } from '../catalog/messages';

/** The fixed texts of the Clients screens, in the style of spec §8; a failure toast adds the server's reason. */
export const clientMessages = {
  createClient: { success: 'Created client', failure: 'Failed to create client. Please try again.' },
  updateClient: { success: 'Updated client', failure: 'Failed to update client. Please try again.' },
  archiveClient: { success: 'Archived client', failure: 'Failed to archive client. Please try again.' },
  restoreClient: { success: 'Restored client', failure: 'Failed to restore client. Please try again.' },
  downloadStatement: { success: 'Downloaded statement', failure: 'Failed to download statement. Please try again.' },
  emailStatement: { success: 'Emailed statement', failure: 'Failed to email statement. Please try again.' },
} as const satisfies Record<string, CatalogMessages>;
