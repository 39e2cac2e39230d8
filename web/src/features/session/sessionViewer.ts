import { graphql } from '../../gql';

/** What every screen may know about the signed-in user, their company and their settings (see useViewer). */
export const SessionViewerFragment = graphql(`
  fragment SessionViewer on Viewer {
    user {
      id
      username
      firstName
      lastName
      roles
      companyId
    }
    company {
      id
      name
      type
      region
      currencySymbol
      timeZone
      isHealth
    }
    configuration {
      rowsPerPage
    }
  }
`);

/** The session check (the spec's "ping" + "get user" + "company configuration"), run on start and after sign-in. */
export const SessionViewerQuery = graphql(`
  query SessionViewer {
    viewer {
      ...SessionViewer
    }
  }
`);
