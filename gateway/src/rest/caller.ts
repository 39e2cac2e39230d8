import { restPath, type RestClient } from './client.ts';
import type { CompanyConfigDto, PingDto } from './dto.ts';

/** The `cid` claim of a bearer JWT, read without verifying it; undefined when there is none. */
export function companyIdFromToken(authorization: string | undefined): number | undefined {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/i.exec(authorization ?? '');
  if (!token?.[2]) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token[2], 'base64url').toString('utf8')) as { cid?: unknown };
    const cid = Number(claims.cid);
    return Number.isSafeInteger(cid) && cid > 0 ? cid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who the request is for, asked of the api at most once per GraphQL request. The company id builds
 * REST paths (/api/invoice1/all/lazyloading/{companyId}); it is read from the token's claims when
 * the token is a JWT (no upstream call: the api verifies the token and refuses a company that is
 * not the caller's), else from a ping. The company configuration is fetched once, when needed.
 */
export class Caller {
  private companyIdPromise: Promise<number> | undefined;
  private companyPromise: Promise<CompanyConfigDto> | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly authorization: string | undefined,
  ) {}

  companyId(): Promise<number> {
    this.companyIdPromise ??= (async () =>
      companyIdFromToken(this.authorization) ?? (await this.rest.get<PingDto>('/api/user/ping')).companyId)();
    return this.companyIdPromise;
  }

  company(): Promise<CompanyConfigDto> {
    this.companyPromise ??= this.companyId().then((id) =>
      this.rest.get<CompanyConfigDto>(restPath`/api/company/config/${id}`),
    );
    return this.companyPromise;
  }
}
