import http from 'node:http';
import { ADMIN_PASSWORD, md5 } from '../../api/helpers';

/**
 * A small HTTP client of the running server for the import bench. node:http rather than fetch: fetch gives up
 * waiting for reply headers after 300 s, and a slow 100,000-row save must be measured, not cut off.
 */

export interface Reply { status: number; text: string; bytes: number }
export interface Envelope<T = any> { code: number; msg: string; data?: T }

export class ApiClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  token = '';

  constructor(readonly port: number) {}

  send(method: string, url: string, body?: Buffer, contentType?: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port: this.port, method, path: url, agent: this.agent, timeout: 30 * 60_000,
        headers: {
          ...(this.token ? { authorization: this.token } : {}),
          ...(body ? { 'content-type': contentType ?? 'application/json', 'content-length': body.length } : {}),
        },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, text: all.toString('utf8'), bytes: all.length });
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** A JSON call; the envelope, or a code-less stand-in when the reply is not JSON (e.g. a proxy's 413 page). */
  async json<T = any>(method: string, url: string, payload?: unknown): Promise<Envelope<T> & { status: number; bytes: number }> {
    const r = await this.send(method, url, payload === undefined ? undefined : Buffer.from(JSON.stringify(payload)));
    return { ...parse<T>(r), status: r.status, bytes: r.bytes };
  }

  /** Posts a file as multipart/form-data field `file`, as the wizard's upload does. */
  async upload<T = any>(url: string, fileName: string, bytes: Buffer): Promise<Envelope<T> & { status: number; bytes: number }> {
    const boundary = `----bench${Date.now().toString(16)}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`
      + 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n');
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const r = await this.send('POST', url, Buffer.concat([head, bytes, tail]), `multipart/form-data; boundary=${boundary}`);
    return { ...parse<T>(r), status: r.status, bytes: r.bytes };
  }

  /** Signs in as the administrator; later calls carry the token. */
  async signInAdmin(password = ADMIN_PASSWORD): Promise<void> {
    const r = await this.json('POST', '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password', { account: 'admin', password: md5(password) });
    if (r.code !== 200) throw new Error(`admin sign-in: ${r.status} ${r.code} ${r.msg}`);
    this.token = r.data.token as string;
  }

  close(): void {
    this.agent.destroy();
  }
}

function parse<T>(r: Reply): Envelope<T> {
  try {
    return JSON.parse(r.text) as Envelope<T>;
  } catch {
    return { code: r.status, msg: r.text.slice(0, 200) };
  }
}
