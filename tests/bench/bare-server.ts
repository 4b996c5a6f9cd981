// The baseline of `npm run bench:api` (tests/bench/api.ts): a bare Fastify app in its own process answering
// GET /bare with a fixed JSON body (BARE_BODY, a reply captured from the real server), so the ratio to it is what
// the platform costs a request: no session, grants, scope, database or helmet headers.
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BARE_BODY || '{"code":200,"msg":"Success"}');
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
const address = await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' });
console.log(`bare server is running: ${address}`);
process.on('SIGTERM', () => { void app.close().then(() => process.exit(0)); });
