import { loadConfig } from './config';
import { buildApp } from './app';

const config = loadConfig();
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
app.log.info(`Open http://localhost:${config.port}`);
