import { graphql } from '../../gql';

/** Ends every session of the signed-in user on the server (all their tokens, every device). */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
