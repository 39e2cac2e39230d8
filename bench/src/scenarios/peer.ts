/**
 * Scenario 1c: the invoices page through a peer, GraphQL Hive Gateway serving a supergraph that
 * GraphQL Mesh composes from our api's OpenAPI document, against the same api as 1a and 1b.
 *
 * The peer nests components in invoices through the two links of peer/links.ts: `componentsBatched`
 * (the peer at its best: 2 upstream calls a page) is 1c and carries the target; `components` (one
 * call per invoice, 1 + 100) is 1c-n+1, what a link without batching costs. Upstream calls per page
 * are counted by running a few queries through a second peer whose upstream is a counting proxy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext, ScenarioOutcome } from '../context.ts';
import { target } from '../context.ts';
import { startCountingProxy } from '../peer/counting-proxy.ts';
import { pageFromPeerAnswer, peerPageQuery, type ComponentLink } from '../peer/links.ts';
import { composePeerSupergraph, startPeerGateway, type PeerGateway } from '../peer/peer-gateway.ts';
import type { LoadResult } from '../load-worker.ts';
import type { Measurement, ScenarioResult } from '../report.ts';
import { medianResult, pairedRatio, roundsNote, runInRounds, type LoadStep } from '../rounds.ts';
import { INVOICE_PAGE_QUERY } from './core.ts';

const PEER_PORT = 4102;
/** The peer that calls the api through the counting proxy, only while counting. */
const COUNTING_PEER_PORT = 4103;
/** Queries run through the counting proxy per link; every one must make the same calls. */
const COUNTED_QUERIES = 5;

const VARIANTS: { id: string; link: ComponentLink; label: string }[] = [
  {
    id: '1c',
    link: 'componentsBatched',
    label: 'Invoices page + components, peer: Hive Gateway over OpenAPI, batched link (1 GraphQL query)',
  },
  {
    id: '1c-n+1',
    link: 'components',
    label: 'Invoices page + components, peer, one components call per invoice (1 GraphQL query)',
  },
];

async function peerQuery(origin: string, token: string, companyId: number, link: ComponentLink): Promise<unknown> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: peerPageQuery(link), variables: { companyId } }),
  });
  const answer: unknown = await res.json();
  if (!res.ok) throw new Error(`peer: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** Upstream requests per page for each link, counted through a proxy in front of the api. */
async function countUpstream(ctx: BenchContext, supergraph: string): Promise<Map<ComponentLink, number>> {
  const proxy = await startCountingProxy(ctx.apiOrigin);
  const peer = startPeerGateway(supergraph, COUNTING_PEER_PORT, proxy.origin, 'peer-counting');
  const { origin } = peer;
  try {
    await peer.ready();
    const perPage = new Map<ComponentLink, number>();
    for (const { link } of VARIANTS) {
      const totals: number[] = [];
      for (let i = 0; i < COUNTED_QUERIES; i++) {
        proxy.reset();
        const page = pageFromPeerAnswer(await peerQuery(origin, ctx.token, ctx.companyId, link), link);
        if ('problem' in page) throw new Error(`peer, ${link}: ${page.problem}`);
        if (page.invoices !== 100 || page.components === 0) {
          throw new Error(`peer, ${link}: ${page.invoices} invoices, ${page.components} components`);
        }
        totals.push(proxy.total());
      }
      const kinds = [...proxy.counts()].map(([kind, n]) => `${n} × ${kind}`).join(', ');
      console.log(`  peer, ${link}: ${totals.join(', ')} upstream requests a page (last: ${kinds})`);
      perPage.set(link, totals.reduce((a, b) => a + b, 0) / totals.length);
    }
    return perPage;
  } finally {
    await peer.stop();
    await proxy.close();
  }
}

export async function runPeerScenario(ctx: BenchContext): Promise<ScenarioOutcome> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-peer-'));
  let peer: PeerGateway | undefined;
  const scenarios: ScenarioResult[] = [];
  let results = new Map<string, LoadResult[]>();
  try {
    console.log('Scenario 1c: composing the peer’s supergraph from /api/openapi.json (mesh-compose) …');
    const supergraph = await composePeerSupergraph(ctx.apiOrigin, dir);
    const upstream = await countUpstream(ctx, supergraph);

    peer = startPeerGateway(supergraph, PEER_PORT, ctx.apiOrigin, 'peer');
    await peer.ready();
    // 1b runs again beside 1c in every round, so that the target's ratio pairs runs made back to back.
    const steps: LoadStep[] = [
      {
        id: '1b',
        label: 'Invoices page + components, gateway (beside 1c)',
        origin: ctx.gatewayOrigin,
        operation: { kind: 'graphql', path: '/graphql', query: INVOICE_PAGE_QUERY },
      },
      ...VARIANTS.map((variant) => ({
        id: variant.id,
        label: variant.label,
        origin: peer!.origin,
        operation: {
          kind: 'graphql' as const,
          path: '/graphql',
          query: peerPageQuery(variant.link),
          variables: { companyId: ctx.companyId },
          // The peer answers an api error as a `Problem` in the data, not as a GraphQL error.
          failOn: '"detail":',
        },
        // Eight pages a second and no target: one round is enough.
        once: variant.link === 'components',
        watch: { peer: peer!.pid === undefined ? [] : [peer!.pid] },
      })),
    ];
    results = await runInRounds(ctx, steps);
    for (const variant of VARIANTS) {
      scenarios.push({
        id: variant.id,
        label: variant.label,
        ...medianResult(results.get(variant.id)!),
        upstreamPerOperation: upstream.get(variant.link) ?? null,
      });
    }
  } finally {
    await peer?.stop();
    await rm(dir, { recursive: true, force: true });
  }
  return { scenarios, ...compareWithGateway(scenarios, results) };
}

/** b/c ratios, each the median of per-round ratios against the 1b run just before it. */
function compareWithGateway(
  scenarios: ScenarioResult[],
  results: Map<string, LoadResult[]>,
): Pick<ScenarioOutcome, 'measurements' | 'targets'> {
  const b = results.get('1b');
  const measurements: Measurement[] = [];
  for (const c of scenarios) {
    const ratio = (label: string, id: string, figure: (r: LoadResult) => number) => {
      const paired = pairedRatio(b, results.get(c.id), figure);
      measurements.push({
        id,
        label,
        value: paired?.value ?? Number.NaN,
        unit: '×',
        note: `reported, no target${paired ? `; ${roundsNote(paired.rounds)}` : ''}`,
      });
    };
    ratio(`1b/${c.id} p50 latency`, `1b/${c.id}-p50`, (r) => r.p50Ms);
    if (c.id !== '1c') ratio(`1b/${c.id} throughput`, `1b/${c.id}-ops`, (r) => r.throughput);
    measurements.push({
      id: `${c.id}-upstream`,
      label: `${c.id} upstream requests per page`,
      value: c.upstreamPerOperation ?? Number.NaN,
      unit: 'requests',
      note: 'counted through a proxy in front of the api',
    });
  }
  const throughput = pairedRatio(b, results.get('1c'), (r) => r.throughput);
  return {
    measurements,
    targets: [
      target(
        '1b/1c throughput ≥ 2×',
        throughput?.value,
        (v) => v >= 2,
        `against the peer’s batched link (2 upstream requests a page)${throughput ? `; ${roundsNote(throughput.rounds)}` : ''}`,
      ),
    ],
  };
}
