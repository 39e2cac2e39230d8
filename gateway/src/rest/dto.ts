/**
 * Shapes of the REST api's JSON, as the resolvers receive them (codegen mappers point here): names for
 * the types generated from the api's OpenAPI document (api-types.ts).
 */
import type { ElementOf, JsonOf } from './api-types.ts';

export type UserDto = JsonOf<'getUser'>;

/** GET /api/user/practitioners/{companyId}. */
export type PractitionerDto = ElementOf<JsonOf<'listPractitioners'>>;

export type PingDto = JsonOf<'ping'>;

export type LoginDto = JsonOf<'login'>;

export type CompanyConfigDto = JsonOf<'getCompanyConfig'>;

export type UserConfigDto = JsonOf<'getUserConfig'>;

/** A Viewer is resolved lazily from who the token belongs to. */
export interface ViewerParent {
  userId: number;
  companyId: number;
  /** Set after login, when the request itself carried no token yet. */
  authorization?: string;
}
