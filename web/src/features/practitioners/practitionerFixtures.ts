/** The practitioner choices as the gateway answers them, for tests of the screens with a Practitioner selector. */
import { PractitionerChoicesQuery } from './practitionerQueries';

export const practitionerChoicesMock = {
  request: { query: PractitionerChoicesQuery },
  result: {
    data: {
      practitioners: [
        { __typename: 'Practitioner', id: '7', name: 'Kavitha Pillay' },
        { __typename: 'Practitioner', id: '9', name: 'Lerato Mokoena' },
      ],
    },
  },
  maxUsageCount: 5,
};
