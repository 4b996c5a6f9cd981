import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { badRequest } from '../../core/errors';
import { ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { FILE_TEXT } from './file-text';
import { UPLOAD_TYPES, attachmentDisposition, checkType, contentTypeOf, existingFile, fileUrl, isImageName } from './file-store';
import { displayName, receiveUpload } from './receive-upload';
import { currentUser } from '../auth/access-hook';

const tags = ['file'];
const TypeParam = Type.String({ minLength: 1, maxLength: 50, description: `upload type: ${UPLOAD_TYPES.join(', ')}` });
const NameParam = Type.String({ minLength: 1, maxLength: 200, description: 'stored name (letters, digits, _ . -)' });
const FileParams = Type.Object({ type: TypeParam, name: NameParam });

/** Stored files are never rewritten (names are new on every upload); still, a browser must not run what it fetches. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

async function sendFile(reply: FastifyReply, full: string, size: number, contentType: string, disposition: string) {
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('content-disposition', disposition)
    .header('content-security-policy', FILE_CSP)
    // Stored names never change their bytes; the URL is private to those who were given it.
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(fs.createReadStream(full));
}

/**
 * Files (docs/product.md#files): multipart upload into FILES_DIR/<type>/, the JNPF download call answering
 * data.url, and the bytes. The byte routes are public: <img src> and download links carry no
 * Authorization header, so the unguessable generated name is what grants access.
 */
export async function fileRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  // Registered here, so only this module's routes parse multipart bodies; the size is checked per request.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20 } });

  app.post('/api/file/Uploader/:type', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Upload one file (multipart, field "file") into the type\'s folder; answers name (as sent), '
        + 'fileId (the stored name) and url (/api/file/Image/... for images, /api/file/Attachment/... otherwise)',
      params: Type.Object({ type: TypeParam }),
    },
  }, async (request) => {
    const stored = await receiveUpload(app, request, checkType(request.params.type), currentUser(request).id);
    return ok(stored, pick(request, FILE_TEXT.uploaded));
  });

  app.get('/api/file/Download/:type/:id', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Where to fetch a stored file: data.url (the image or attachment URL); 404 when it is gone',
      params: Type.Object({ type: TypeParam, id: NameParam }),
    },
  }, async (request) => {
    const { type, id } = request.params;
    await existingFile(app.config.filesDir, type, id);
    return ok({ name: id, url: fileUrl(type, id) });
  });

  app.get('/api/file/Image/:type/:name', {
    config: { access: 'public' },
    schema: { tags, summary: 'The bytes of a stored image, inline (public: the generated name is the key)', params: FileParams },
  }, async (request, reply) => {
    const { type, name } = request.params;
    // Only images are shown inline; anything else goes through the attachment route.
    if (!isImageName(name)) throw badRequest(FILE_TEXT.badName);
    const { full, size } = await existingFile(app.config.filesDir, type, name);
    return sendFile(reply, full, size, contentTypeOf(name), 'inline');
  });

  app.get('/api/file/Attachment/:type/:name', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The bytes of a stored file as a download; ?fileName= names the saved file (public: the generated name is the key)',
      params: FileParams,
      querystring: Type.Object({ fileName: Type.Optional(Type.String({ maxLength: 200 })) }),
    },
  }, async (request, reply) => {
    const { type, name } = request.params;
    const { full, size } = await existingFile(app.config.filesDir, type, name);
    const saveAs = request.query.fileName ? displayName(request.query.fileName) : name;
    return sendFile(reply, full, size, contentTypeOf(name), attachmentDisposition(saveAs));
  });
}
