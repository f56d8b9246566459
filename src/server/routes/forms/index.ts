import type { FastifyPluginAsync } from 'fastify';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { screenFormModels } from '../../rules/screen-form-models.js';
import { answerSchema } from '../../http/answer-schemas.js';

/**
 * `POST /api/forms/:model/validation`: checks a form's data against its model, the same
 * bundled schema and keywords the browser validates with, and answers `{ valid: true }` or
 * 400 `{ errors }` (mapped by the app's error handler from Fastify's own body validation).
 *
 * One route per model, each declaring its model as the body schema, so validation happens
 * in Fastify before any handler code runs; a name that is no model gets a JSON 404.
 */
const formsRoutes: FastifyPluginAsync = async (app) => {
  const formModels = screenFormModels();
  for (const [name, schema] of app.content.models) {
    if (!formModels.has(name)) continue;
    app.post(
      `/${name}/validation`,
      {
        schema: {
          body: schema,
          response: { 200: answerSchema('form-valid'), 400: errorsBodySchema },
        },
      },
      async () => ({ valid: true as const }),
    );
  }

  app.post<{ Params: { model: string } }>(
    '/:model/validation',
    {
      schema: {
        params: { type: 'object', properties: { model: { type: 'string', maxLength: 64 } } },
        response: { 404: errorsBodySchema },
      },
    },
    async (request, reply) => reply.code(404).send(requestError(app.content, 'form.unknownModel', { model: request.params.model })),
  );
};

export default formsRoutes;
