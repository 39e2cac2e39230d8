/**
 * What a page downloads, from Chromium's DevTools protocol: per response, its resource type, its
 * content encoding and the bytes that came over the wire for its body (compressed as sent). The
 * body's bytes are `Network.loadingFinished.encodedDataLength` (everything received for the request)
 * less `Network.responseReceived.response.encodedDataLength` (what had arrived with the headers).
 */
import type { CDPSession } from 'playwright-core';

export interface NetworkEntry {
  url: string;
  /** DevTools' resource type: Document, Script, Stylesheet, Fetch, Font, Image … */
  type: string;
  /** Content-Encoding of the response ("gzip"), or "" when it came uncompressed. */
  encoding: string;
  /** Body bytes on the wire. */
  bodyBytes: number;
  /** The caller's label for the step the response belongs to ("sign-in page", …). */
  step: string;
}

export interface AssetBytes {
  js: number;
  css: number;
  /** Responses that were neither (the document, fonts, GraphQL …). */
  other: number;
  files: number;
  /** JS and CSS files sent without compression (e.g. under the server's 1 KB threshold). */
  uncompressed: number;
}

/** Sums the JS and CSS bodies of `entries` (all of them, or one step's). */
export function assetBytes(entries: readonly NetworkEntry[], step?: string): AssetBytes {
  const sum: AssetBytes = { js: 0, css: 0, other: 0, files: 0, uncompressed: 0 };
  for (const entry of entries) {
    if (step !== undefined && entry.step !== step) continue;
    const kind = entry.type === 'Script' ? 'js' : entry.type === 'Stylesheet' ? 'css' : 'other';
    sum[kind] += entry.bodyBytes;
    if (kind === 'other') continue;
    sum.files += 1;
    if (!entry.encoding) sum.uncompressed += 1;
  }
  return sum;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; headers: Record<string, string>; encodedDataLength: number };
}
interface LoadingFinished {
  requestId: string;
  encodedDataLength: number;
}

/** Records the page's responses from now on; `step` labels the ones that finish after it is set. */
export async function recordNetwork(cdp: CDPSession): Promise<{ entries: NetworkEntry[]; step: string }> {
  const log = { entries: [] as NetworkEntry[], step: '' };
  const pending = new Map<string, ResponseReceived>();
  cdp.on('Network.responseReceived', (event: ResponseReceived) => pending.set(event.requestId, event));
  cdp.on('Network.loadingFinished', (event: LoadingFinished) => {
    const received = pending.get(event.requestId);
    if (!received) return;
    pending.delete(event.requestId);
    const encoding = Object.entries(received.response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    log.entries.push({
      url: received.response.url,
      type: received.type,
      encoding: encoding?.[1] ?? '',
      bodyBytes: Math.max(0, event.encodedDataLength - received.response.encodedDataLength),
      step: log.step,
    });
  });
  // The cache is empty in a new browser context anyway; this also keeps it from filling during a run.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return log;
}
