import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { unauthorized } from '../shared/problem.ts';

export interface AuthUser {
  id: number;
  companyId: number;
  username: string;
  roles: string[];
}

const ISSUER = 'folio-api';

export async function signAccessToken(user: AuthUser, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ cid: user.companyId, usr: user.username, roles: user.roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AuthUser> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const companyId = Number(payload.cid);
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(companyId) || typeof payload.usr !== 'string') {
      throw unauthorized('The access token is malformed');
    }
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    return { id, companyId, username: payload.usr, roles };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired');
    if (error instanceof joseErrors.JOSEError) throw unauthorized('The access token is not valid');
    throw error;
  }
}
