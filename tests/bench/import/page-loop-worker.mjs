// The list loop of the import bench (./page-loop.ts), in a worker thread: the bench's own main thread parses
// 20 MB check replies and serializes 100,000-row saves, and must not add its pauses to the server's latencies.
// Plain JavaScript, so it runs without a TypeScript loader. Each call is posted as { at, ms, ok, error },
// `at` in epoch milliseconds (performance.timeOrigin + now), comparable across threads.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, token, loops } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: loops });
let running = true;
parentPort.on('message', (m) => { if (m === 'stop') running = false; });

const call = () => new Promise((resolve) => {
  const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: '/api/shop/page?currentPage=1&pageSize=20', agent, headers: { authorization: token }, timeout: 120_000 }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c) => { text += c; });
    res.on('end', () => {
      let code = 0;
      try { code = JSON.parse(text).code; } catch { /* not JSON */ }
      resolve(res.statusCode === 200 && code === 200 ? null : `${res.statusCode} ${text.slice(0, 120)}`);
    });
  });
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', (e) => resolve(String(e)));
  req.end();
});

await Promise.all(Array.from({ length: loops }, async () => {
  while (running) {
    const started = performance.now();
    const error = await call();
    parentPort.postMessage({ at: performance.timeOrigin + started, ms: performance.now() - started, ok: error === null, error });
  }
}));
agent.destroy();
parentPort.postMessage('done');
