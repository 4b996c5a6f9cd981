import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Health checks and the web app's files are routine: logged at debug, so `info` shows the API calls. */
const quiet = (url: string) => url.startsWith('/api/health') || !url.startsWith('/api/');

/**
 * One server log line per request, on completion, with method, url, status and time (Fastify's default is two:
 * "incoming request" and "request completed"). Errors, stream errors and the rest stay as Fastify logs them.
 */
export class RequestLogLine extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log[quiet(request.url) ? 'debug' : 'info']({
      method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime),
    }, 'request completed');
  }
}
