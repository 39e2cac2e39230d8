const hex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A new W3C traceparent for one GraphQL operation (www.w3.org/TR/trace-context): its trace id is the
 * request id the gateway and the api log and answer as `x-request-id` (docs/operations.md "Logs").
 */
export function newTraceparent(): { traceparent: string; traceId: string } {
  const traceId = hex(16);
  return { traceparent: `00-${traceId}-${hex(8)}-01`, traceId };
}
