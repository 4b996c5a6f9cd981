import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../../core/envelope';
import { pick, requestLang } from '../../../core/i18n';
import { newId } from '../../../db/columns';
import { currentUser } from '../../auth/access-hook';
import { strictValidator } from '../../system/strict-validator';
import { DesignBody } from '../design-body';
import { checkNewDesign, createDesign } from '../design-service';
import { compiledDesign, designDictionaryCodes } from '../publish-service';
import type { DbOrTx } from '../../../db/client';
import { VISUALDEV_MENU } from '../seed';
import { VISUALDEV_TEXT } from '../texts';
import { configOf } from './config';
import { parseDesign, uploadedDesign, type DesignIn } from './design-file';
import { ONLINE_TEXT } from './texts';

/**
 * The OnlineDev calls on designs rather than on a published model, under both prefixes; the caller needs the design
 * menu (功能设计):
 * - App/Preview (body { data: a design }): the Config an unsaved design would answer once published. The design is
 *   checked exactly as its create is (names, type, the form and list) and compiled as a publish compiles it;
 *   nothing is written.
 * - Model/Actions/ImportData (btn_add; multipart .json as {id}/Actions/ExportData downloads it): a new design
 *   (a new id, unpublished), checked and saved as POST /api/visualdev/Base; its code taken: 409.
 */

const tags = ['visualdev online'];

const PreviewBody = Type.Object({
  data: Type.Union([Type.String({ maxLength: 5_000_000, description: 'JSON text of the design' }), DesignBody], {
    description: 'the design as POST /api/visualdev/Base takes it (fullName, enCode, type, webType, formData, columnData, tables), or its JSON text; an id (32 hex) names the compiled pages',
  }),
});

async function preview(db: DbOrTx, design: DesignIn, lang: ReturnType<typeof requestLang>) {
  const id = typeof design.id === 'string' && /^[0-9a-f]{32}$/i.test(design.id) ? design.id : newId();
  const { texts, webType, content } = checkNewDesign(design, id);
  // As a publish: dictionaries the designer names by type id are named by code (publish-service.ts).
  const published = compiledDesign(
    { id, enCode: texts.enCode!, fullName: texts.fullName!, webType, formData: content.formData, columnData: content.columnData },
    undefined,
    ONLINE_TEXT.cannotPreview,
    await designDictionaryCodes(db, { formData: content.formData }),
  );
  return { ...configOf(published, lang), warnings: content.warnings };
}

export async function designRoutes(app: FastifyInstance, prefixes: readonly string[]): Promise<void> {
  for (const prefix of prefixes) {
    app.post(`${prefix}/App/Preview`, {
      config: { access: { menu: VISUALDEV_MENU }, read: true },
      validatorCompiler: strictValidator,
      schema: {
        tags,
        summary: 'The Config ({formData, columnData, webType, fullName, ...} as GET /{modelId}/Config, and warnings) of an unsaved design, checked as a create and compiled as a publish; nothing written',
        body: PreviewBody,
      },
    }, async (request) => {
      const { data } = request.body as Static<typeof PreviewBody>;
      return ok(await preview(app.database.db, typeof data === 'string' ? parseDesign(data) : data, requestLang(request)));
    });

    app.post(`${prefix}/Model/Actions/ImportData`, {
      config: { access: { menu: VISUALDEV_MENU, button: 'btn_add' } },
      schema: { tags, summary: 'Create a design from a design file (multipart field "file", .json as Actions/ExportData gives it): checked as POST /api/visualdev/Base, unpublished; its code taken: 409' },
    }, async (request) => ok(
      await createDesign(app.database.db, currentUser(request).id, await uploadedDesign(request)),
      pick(request, VISUALDEV_TEXT.created),
    ));
  }
}
