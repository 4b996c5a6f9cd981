import type { FastifyReply } from 'fastify';

/** RFC 5987 value: percent-encoded UTF-8 of everything but attr-chars. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the real name as filename* (as the gold exports do). */
export function jsonDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  const fallback = /^[^.]+\.json$/.test(ascii) ? ascii : 'export.json';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/**
 * Sends a value as a .json file download. The type is not application/json on purpose: the client's
 * download helper reads an application/json reply as an error envelope.
 */
export function sendJsonFile(reply: FastifyReply, fileName: string, value: unknown) {
  return reply.header('content-disposition', jsonDisposition(fileName))
    .type('application/octet-stream')
    .send(Buffer.from(JSON.stringify(value, null, 2), 'utf8'));
}
