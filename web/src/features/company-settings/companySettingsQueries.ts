import { graphql } from '../../gql';

/** The company's time zone and whether it chose it (the session's viewer has only the zone). */
export const CompanyTimeZoneQuery = graphql(`
  query CompanyTimeZone {
    viewer {
      company {
        id
        region
        timeZone
        timeZoneChosen
      }
    }
  }
`);

export const SetCompanyTimeZoneMutation = graphql(`
  mutation SetCompanyTimeZone($timeZone: String) {
    setCompanyTimeZone(timeZone: $timeZone) {
      id
      region
      timeZone
      timeZoneChosen
    }
  }
`);
