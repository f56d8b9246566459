import type { FastifyPluginAsync } from 'fastify';
import { globalMessageTexts } from '../../db/global-messages.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * Global messages: `GET /api/globalMessages/{id}` answers the spec's `{ model: [texts] }`
 * from the global_messages table. It needs no session: the texts are notices shown on any
 * page, signed in or not. An unknown id is a 404 JSON, a malformed one a 400.
 */
const globalMessagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/globalMessages/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          // Digits within the integer column's range: a longer value can exist nowhere.
          properties: { id: { title: 'Id', type: 'string', pattern: '^(0|[1-9][0-9]{0,8})$', messages: { pattern: 'field.invalid' } } },
        },
        response: { 200: answerSchema('global-messages'), 400: errorsBodySchema, 404: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const texts = await globalMessageTexts(app.db, Number(request.params.id));
      if (!texts) return reply.code(404).send(requestError(app.content, 'globalMessages.notFound', { id: request.params.id }));
      return { model: texts };
    },
  );
};

export default globalMessagesRoutes;
