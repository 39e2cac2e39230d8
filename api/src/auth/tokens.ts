import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { unauthorized } from '../shared/problem.ts';

export interface AuthUser {
  id: number;
  companyId: number;
  username: string;
  roles: string[];
}

/** What a verified access token says; whether it still holds is the session check's business (session-check.ts). */
export interface TokenClaims {
  userId: number;
  companyId: number;
  /** The user's token version when the token was signed (claim `ver`, migration 015). */
  tokenVersion: number;
}

const ISSUER = 'folio-api';

export async function signAccessToken(
  user: AuthUser & { tokenVersion: number },
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ cid: user.companyId, usr: user.username, roles: user.roles, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * Checks the signature, issuer and expiry. A token without a version (signed before migration 015) is not
 * valid: its user signs in again once.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const companyId = Number(payload.cid);
    const tokenVersion = payload.ver;
    if (
      !Number.isSafeInteger(userId) ||
      !Number.isSafeInteger(companyId) ||
      typeof tokenVersion !== 'number' ||
      !Number.isSafeInteger(tokenVersion)
    ) {
      throw unauthorized('The access token is malformed');
    }
    return { userId, companyId, tokenVersion };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired');
    if (error instanceof joseErrors.JOSEError) throw unauthorized('The access token is not valid');
    throw error;
  }
}
