import { graphql } from '../../gql';

/** The company's practitioners, the choices of every practitioner selector. */
export const PractitionerChoicesQuery = graphql(`
  query PractitionerChoices {
    practitioners {
      id
      name
    }
  }
`);
