import { createGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void gateway.stop().finally(() => process.exit(0));
  });
}
