import { loadConfig } from './config';
import { buildApp } from './app';

const config = loadConfig();
const app = await buildApp({ config });

// Close cleanly so the embedded database is flushed to disk.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

const address = await app.listen({ port: config.port, host: config.host });
console.log(`Gold franchise back office is running: ${address.replace('0.0.0.0', 'localhost')}`);
