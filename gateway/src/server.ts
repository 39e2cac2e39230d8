import { createGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';
import { stopOnSignals } from './http/shutdown.ts';

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

stopOnSignals(server, gateway.drain, () => gateway.stop(), config.shutdown);
