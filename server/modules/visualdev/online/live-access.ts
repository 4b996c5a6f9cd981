import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonOf, type ModelAction } from '../../../../schemas/model';
import { notFound } from '../../../core/errors';
import { requireAccess } from '../../../resource/access';
import { liveModel, type LiveModel } from '../live';
import { ONLINE_TEXT } from './texts';

/**
 * The published model a call names, or 404 (never published, or switched off); then the caller must hold its menu
 * (and the action's button). The route itself only asks for a session: the menu is known once the model is.
 */
export async function liveFor(app: FastifyInstance, request: FastifyRequest, modelId: string, action?: ModelAction): Promise<LiveModel> {
  const live = await liveModel(app, modelId);
  if (!live) throw notFound(ONLINE_TEXT.notPublished);
  const model = live.published.model;
  const access = { menu: model.access.menu, ...(action ? { button: buttonOf(model, action) } : {}) };
  // The operation log records the call under the model's menu and the action's button, a refused one too.
  request.resolvedAccess = access;
  await requireAccess(request, app.database.db, access);
  return live;
}
