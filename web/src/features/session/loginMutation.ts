import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      accessToken
      tokenType
      expiresIn
      viewer {
        ...SessionViewer
      }
    }
  }
`);
