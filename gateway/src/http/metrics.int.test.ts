import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';
import { WEB_OPERATIONS } from './web-operations.ts';

/** The `operation` label of every series of the GraphQL duration histogram in a /metrics text. */
const operationLabels = (metrics: string) =>
  new Set(
    [...metrics.matchAll(/^folio_gateway_graphql_duration_seconds_count\{[^}]*operation="([^"]*)"/gm)].map(
      (match) => match[1]!,
    ),
  );

describe('/metrics under made-up operation names', () => {
  let gateway: TestGateway;
  const metrics = async () => (await fetch(`${gateway.url}/metrics`)).text();
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  it('stays the same size after 1,000 distinct names, and keeps the web’s names', async () => {
    // One request of each kind first, so the series that may exist exist.
    await gateway.graphql({ query: 'query ClaimList { __typename }' });
    await gateway.graphql({ query: '{ __typename }' });
    await gateway.graphql({ query: 'query First { __typename }' });
    const before = await metrics();

    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          gateway.graphql({ query: `query Made${batch}_${i}x${Math.random().toString(36).slice(2)} { __typename }` }),
        ),
      );
    }
    const after = await metrics();

    const labels = operationLabels(after);
    expect([...labels].sort()).toEqual(['ClaimList', 'anonymous', 'other']);
    expect([...labels].every((label) => WEB_OPERATIONS.has(label) || label === 'anonymous' || label === 'other')).toBe(
      true,
    );
    expect(operationLabels(before)).toEqual(labels);
    // The same series, only their counts and sums grown (a few digits each); each new name would
    // have added 14 lines (buckets, sum, count), 1.5 MB for 1,000.
    const series = (text: string) => text.split('\n').filter((line) => line.startsWith('folio_gateway_graphql'));
    expect(series(after)).toHaveLength(series(before).length);
    expect(series(after).join('\n').length - series(before).join('\n').length).toBeLessThan(500);
  });
});
