import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { currentUser } from '../auth/access-hook';
import { IdParams } from '../system/catalogue-input';
import { publishDesign } from './publish-service';
import { PUBLISH_TEXT } from './publish-texts';
import { VISUALDEV_MENU } from './seed';

/** Publishing a design: POST /api/visualdev/Base/{id}/Actions/Release (docs/architecture.md#dynamic-models). */
export async function publishRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.post('/api/visualdev/Base/:id/Actions/Release', {
    config: { access: { menu: VISUALDEV_MENU, button: 'btn_release' } },
    schema: {
      tags: ['visualdev'],
      summary: 'Publish a design: its model, tables (sub-tables as child tables; additive, a lossy type change is a 400 naming the field), '
        + 'a menu entry of type 3 with the buttons and columns of its list, state 1, in one transaction. '
        + 'Reply {modelId, menuId, version, created, added}',
      params: IdParams,
      body: Type.Object({
        parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'the menu directory of the entry; required on the first publish, later the menu keeps its place' })),
      }),
    },
  }, async (request) => ok(
    await publishDesign(db, currentUser(request).id, request.params.id, request.body ?? {}),
    pick(request, PUBLISH_TEXT.published),
  ));
}
