/** Shapes of the REST api's JSON, as the resolvers receive them (codegen mappers point here). */

export interface UserDto {
  id: number;
  username: string;
  companyId: number;
  roles: string[];
  firstName: string;
  lastName: string;
  email: string | null;
}

/** GET /api/user/practitioners/{companyId}. */
export interface PractitionerDto {
  id: number;
  name: string;
}

export interface PingDto {
  ok: true;
  id: number;
  companyId: number;
  username: string;
  roles: string[];
}

export interface LoginDto {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: UserDto;
}

export interface CompanyConfigDto {
  id: number;
  name: string;
  type: 'H' | 'B';
  region: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  practiceNumber: string | null;
  vatNumber: string | null;
}

export interface UserConfigDto {
  userId: number;
  language: string;
  rowsPerPage: number;
  theme: string;
}

/** A Viewer is resolved lazily from who the token belongs to. */
export interface ViewerParent {
  userId: number;
  companyId: number;
  /** Set after login, when the request itself carried no token yet. */
  authorization?: string;
}
