import { startTelemetry } from './telemetry.ts';

// Tracing patches modules as they load, so the app is imported after it starts (off by default: docs/operations.md).
const stopTelemetry = await startTelemetry('folio-gateway');
const [{ createGateway }, { loadGatewayConfig }, { stopOnSignals }] = await Promise.all([
  import('./app.ts'),
  import('./config.ts'),
  import('./http/shutdown.ts'),
]);

const config = loadGatewayConfig();
const gateway = await createGateway(config);
const server = gateway.app.listen(config.port, config.host, () => {
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'gateway listening',
      url: `http://${config.host}:${config.port}`,
      api: config.apiUrl,
    }),
  );
});

stopOnSignals(
  server,
  gateway.drain,
  async () => {
    await gateway.stop();
    await stopTelemetry?.();
  },
  config.shutdown,
);
