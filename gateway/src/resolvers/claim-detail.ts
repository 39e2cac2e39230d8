import type { GatewayContext } from '../context.ts';
import { restPath } from '../rest/client.ts';
import type { ClaimDetailDto, ClaimParent } from '../rest/dto/claims.ts';

const cache = new WeakMap<GatewayContext, Map<number, Promise<ClaimDetailDto>>>();

/**
 * A claim's detail (lines, codes, history), fetched at most once per claim and GraphQL request; a
 * parent that already is the detail (a mutation's answer) costs nothing.
 */
export function claimDetail(claim: ClaimParent, ctx: GatewayContext): Promise<ClaimDetailDto> {
  if (claim.events && claim.lines && claim.invoice) return Promise.resolve(claim as ClaimDetailDto);
  let perRequest = cache.get(ctx);
  if (!perRequest) {
    perRequest = new Map();
    cache.set(ctx, perRequest);
  }
  let detail = perRequest.get(claim.id);
  if (!detail) {
    detail = ctx.rest.get<ClaimDetailDto>(restPath`/api/claim/specific/${claim.id}`);
    perRequest.set(claim.id, detail);
  }
  return detail;
}
