import type { IncomingMessage } from 'node:http';
import { routeOf, useOpenTelemetrySpan } from './plugins/trace-context.ts';

/**
 * OpenTelemetry traces only when the environment asks for them (docs/operations.md "Traces"): an OTLP
 * endpoint, or OTEL_TRACES_EXPORTER (otlp, console); never with OTEL_SDK_DISABLED=true or an exporter `none`.
 */
export function tracesWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = tracesExporters(env);
  if (exporters.includes('none')) return false;
  return exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

const tracesExporters = (env: NodeJS.ProcessEnv) =>
  (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/** Requests that would only fill the traces: the load balancer's health checks and the metrics scrapes. */
const UNTRACED = new Set(['/api/health', '/metrics']);

/**
 * Starts tracing before the modules it patches are loaded, which is why server.ts imports the app only
 * after it. When traces are not wanted it loads nothing. Answers the function that flushes and stops it.
 */
export async function startTelemetry(serviceName: string): Promise<(() => Promise<void>) | undefined> {
  if (!tracesWanted()) return undefined;
  // Lets the instrumentations patch modules imported as ES modules too (pg from the api's own code).
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [otel, node, otlp, resources, { registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
    ]);
  const env = process.env;
  const exporters = tracesExporters(env);
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (protocol && protocol !== 'http/json') {
    console.warn(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol}: Folio sends traces as OTLP over HTTP in JSON (http/json)`);
  }
  const spanProcessors = [
    ...(exporters.length === 0 || exporters.includes('otlp')
      ? [new node.BatchSpanProcessor(new otlp.OTLPTraceExporter())]
      : []),
    ...(exporters.includes('console') ? [new node.SimpleSpanProcessor(new node.ConsoleSpanExporter())] : []),
  ];
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': serviceName }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new node.NodeTracerProvider({ resource, spanProcessors });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? '').split('?')[0] ?? ''),
        // The server span is named by the route as declared, never by the URL (ids, query).
        applyCustomAttributesOnSpan: (span, request) => {
          const route = 'headers' in request ? routeOf(request) : undefined;
          if (!route) return;
          span.setAttribute('http.route', route);
          span.updateName(`${(request as IncomingMessage).method} ${route}`);
        },
      }),
      new PgInstrumentation(),
    ],
  });
  useOpenTelemetrySpan(() => {
    const context = otel.trace.getActiveSpan()?.spanContext();
    if (!context || !otel.isSpanContextValid(context)) return undefined;
    return {
      traceId: context.traceId,
      spanId: context.spanId,
      flags: context.traceFlags.toString(16).padStart(2, '0'),
    };
  });
  return () => provider.shutdown();
}
