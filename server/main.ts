import { loadConfig } from './config';
import { buildApp } from './app';
import { installProcessPolicy } from './process-policy';

const config = loadConfig();
const app = await buildApp({ config });

// Graceful shutdown on SIGINT/SIGTERM (in-flight requests finish, the embedded database is flushed), and
// what an unhandled rejection or an uncaught exception does: server/process-policy.ts.
installProcessPolicy(app, { shutdownTimeoutMs: config.shutdownTimeoutMs });

const address = await app.listen({ port: config.port, host: config.host });
console.log(`Gold franchise back office is running: ${address.replace('0.0.0.0', 'localhost')}`);
