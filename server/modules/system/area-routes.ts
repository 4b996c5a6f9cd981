import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../core/envelope';
import { areaChildren, areaNames } from './area-service';
import { strictValidator } from './strict-validator';

const AreaId = Type.String({ minLength: 1, maxLength: 64 });

/** Province / city / district lookups for the address widget (reference 3.3). */
export async function areaRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/Area/:id/Selector', {
    config: { access: 'session' },
    schema: {
      tags: ['area'],
      summary: 'Enabled direct children of an area (-1: the provinces) with isLeaf/hasChildren, in code order',
      params: Type.Object({ id: AreaId }),
    },
  }, async (request) => list(await areaChildren(db, request.params.id)));

  app.post('/api/system/Area/GetAreaByIds', {
    config: { access: 'session' },
    validatorCompiler: strictValidator, // paths must be real arrays: the answer mirrors their shape
    schema: {
      tags: ['area'],
      summary: 'Names of area paths in the same shape as idsList; unknown ids give an empty name',
      body: Type.Object({
        idsList: Type.Array(Type.Array(AreaId, { maxItems: 4 }), { maxItems: 500 }),
      }),
    },
  }, async (request) => ok(await areaNames(db, request.body.idsList)));
}
