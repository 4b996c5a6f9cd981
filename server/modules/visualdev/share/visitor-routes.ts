import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { hasAddressField, shareUploadLimit, shareUploadTypes } from '../../../../schemas/share';
import { AppError, badRequest, notFound } from '../../../core/errors';
import { list, ok } from '../../../core/envelope';
import { fillAll } from '../../../core/text';
import { UPLOAD_TYPES } from '../../file/file-store';
import { receiveUpload } from '../../file/receive-upload';
import { minutesOf, reserveAttempt } from '../../auth/login-throttle';
import { areaChildren, areaNames } from '../../system/area-service';
import { strictValidator } from '../../system/strict-validator';
import { sharedAuthor, sharedForm, sharedModel } from './fill';
import { SHARE_TEXT } from './texts';
import { SHARE_UPLOAD_LIMIT } from './uploads';

/**
 * What a visitor of a share link may ask besides the form (no session; every call resolves the link first, so an
 * unknown, revoked or expired one is the link's 404): uploads into the types the form's upload fields take, and the
 * area lookups of an address field (areas are public reference data, not records). Directory and record lookups
 * have no such route: those fields are not on a shared form (schemas/share.ts).
 */

const tags = ['visualdev share'];
const FORM = '/api/_m/lmsfFormData/:token';
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const AreaId = Type.String({ minLength: 1, maxLength: 64 });

/** The link's form as the visitor has it (its fields without those a stranger cannot fill). */
async function visitorForm(app: FastifyInstance, token: string) {
  const { share, live } = await sharedModel(app, token);
  return { share, fields: sharedForm(live, token).fields };
}

async function formWithAddress(app: FastifyInstance, token: string): Promise<void> {
  if (!hasAddressField((await visitorForm(app, token)).fields)) throw notFound(SHARE_TEXT.notFound);
}

export async function shareVisitorRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20 } });

  app.post(`${FORM}/Upload/:type`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: `Upload one file for the form of a link (multipart, field "file"; as /api/file/Uploader: size limit, quota uploadQuotaMb per link; `
        + 'under the widest fileSize of the form\'s fields of the type when they all set one): '
        + `only a type one of the form's upload fields takes (400 otherwise); at most ${SHARE_UPLOAD_LIMIT.limit} per ${SHARE_UPLOAD_LIMIT.windowMs / 60_000} minutes per address and link (then 429); `
        + 'the file is registered to the link (share:<link id>), and only such files are taken by its submissions',
      params: Type.Object({ ...TokenParams.properties, type: Type.String({ minLength: 1, maxLength: 50, description: `upload type: ${UPLOAD_TYPES.join(', ')}` }) }),
    },
  }, async (request) => {
    const { token, type } = request.params;
    const { share, fields } = await visitorForm(app, token);
    if (!shareUploadTypes(fields).has(type) || !(UPLOAD_TYPES as readonly string[]).includes(type)) throw badRequest(SHARE_TEXT.noUpload);
    const blocked = await reserveAttempt(app.throttle, `share-upload:${share.id}|${request.ip}`, SHARE_UPLOAD_LIMIT);
    if (blocked) throw new AppError(429, fillAll(SHARE_TEXT.tooManyUploads, { n: minutesOf(blocked) }));
    // The form's own size limit (a file must be under it), as its upload widget checks before sending.
    const limit = shareUploadLimit(fields, type);
    const own = limit ? { maxBytes: limit.bytes - 1, tooLarge: () => badRequest(fillAll(SHARE_TEXT.tooLarge, { size: limit.size, unit: limit.unit })) } : undefined;
    return ok(await receiveUpload(app, request, type, sharedAuthor(share), own));
  });

  app.get(`${FORM}/Areas/:id`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Enabled children of an area (-1: the provinces) for the address field of a link\'s form, as /api/system/Area/<id>/Selector; 404 when the form has no address field',
      params: Type.Object({ ...TokenParams.properties, id: AreaId }),
    },
  }, async (request) => {
    await formWithAddress(app, request.params.token);
    return list(await areaChildren(app.database.db, request.params.id));
  });

  app.post(`${FORM}/AreaNames`, {
    config: { access: 'public' },
    validatorCompiler: strictValidator,
    schema: {
      tags,
      summary: 'Names of area paths for the address field of a link\'s form, as /api/system/Area/GetAreaByIds; 404 when the form has no address field',
      params: TokenParams,
      body: Type.Object({ idsList: Type.Array(Type.Array(AreaId, { maxItems: 4 }), { maxItems: 50 }) }),
    },
  }, async (request) => {
    await formWithAddress(app, request.params.token);
    return ok(await areaNames(app.database.db, request.body.idsList));
  });
}
