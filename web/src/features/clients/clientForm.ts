import type { ClientFieldsFragment, ClientInput } from '../../gql/graphql';
import { isCalendarDate } from '../../shared/dates';

/** The form's values: every field as typed. */
export interface ClientValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  idNumber: string;
  dateOfBirth: string;
  medicalAidName: string;
  medicalAidPlan: string;
  medicalAidNumber: string;
  dependantCode: string;
  address: string;
}

export type ClientErrors = Partial<Record<keyof ClientValues, string>>;

export const NEW_CLIENT: ClientValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  idNumber: '',
  dateOfBirth: '',
  medicalAidName: '',
  medicalAidPlan: '',
  medicalAidNumber: '',
  dependantCode: '',
  address: '',
};

/** The longest value of each field, as the api takes them. */
export const MAX_LENGTHS: Record<keyof ClientValues, number> = {
  firstName: 100,
  lastName: 100,
  email: 320,
  phone: 40,
  idNumber: 40,
  dateOfBirth: 10,
  medicalAidName: 100,
  medicalAidPlan: 100,
  medicalAidNumber: 40,
  dependantCode: 10,
  address: 500,
};

/** The medical aid fields, shown only to health companies (type H). */
export const MEDICAL_AID_FIELDS = ['medicalAidName', 'medicalAidPlan', 'medicalAidNumber', 'dependantCode'] as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function clientValues(client: ClientFieldsFragment): ClientValues {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email ?? '',
    phone: client.phone ?? '',
    idNumber: client.idNumber ?? '',
    dateOfBirth: client.dateOfBirth ?? '',
    medicalAidName: client.medicalAidName ?? '',
    medicalAidPlan: client.medicalAidPlan ?? '',
    medicalAidNumber: client.medicalAidNumber ?? '',
    dependantCode: client.dependantCode ?? '',
    address: client.address ?? '',
  };
}

/** The same checks as the api's, so that most mistakes are shown beside their field before anything is sent. */
export function validateClient(values: ClientValues, today: string): ClientErrors {
  const errors: ClientErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'Enter the first name.';
  if (values.lastName.trim() === '') errors.lastName = 'Enter the last name.';
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = 'Enter an email address such as name@example.com.';
  const born = values.dateOfBirth.trim();
  if (born !== '') {
    if (!isCalendarDate(born)) errors.dateOfBirth = 'Enter a date as YYYY-MM-DD.';
    else if (born < '1900-01-01') errors.dateOfBirth = 'Enter a date from 1900-01-01.';
    else if (born > today) errors.dateOfBirth = 'A date of birth cannot be in the future.';
  }
  for (const [field, max] of Object.entries(MAX_LENGTHS) as Array<[keyof ClientValues, number]>) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = `At most ${max} characters.`;
  }
  return errors;
}

const optional = (value: string) => value.trim() || null;

/**
 * The values as the api takes them. A business company (type B) does not see the medical aid fields: what an
 * edited client already has there is kept (`current`), a new one has none.
 */
export function clientInput(values: ClientValues, isHealth: boolean, current?: ClientFieldsFragment): ClientInput {
  const medical = (field: (typeof MEDICAL_AID_FIELDS)[number]) =>
    isHealth ? optional(values[field]) : (current?.[field] ?? null);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: optional(values.email),
    phone: optional(values.phone),
    idNumber: optional(values.idNumber),
    dateOfBirth: optional(values.dateOfBirth),
    medicalAidName: medical('medicalAidName'),
    medicalAidPlan: medical('medicalAidPlan'),
    medicalAidNumber: medical('medicalAidNumber'),
    dependantCode: medical('dependantCode'),
    address: optional(values.address),
  };
}
