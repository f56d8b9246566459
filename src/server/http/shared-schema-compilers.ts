import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Validator = ReturnType<ReturnType<BuildCompilerFromPool>>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/*
 * Compiling the routes' request validators and answer serialisers is most of what building an
 * app costs (ajv alone about half a second for some ninety route schemas). A process that
 * builds many apps (every server test file builds its own, on two databases in CI) compiled the
 * same schemas again each time. The compiled functions are pure: the same schema text, shared
 * schemas and options give the same function, so they are kept for the process, keyed by
 * that text. Each app still owns its ajv and fast-json-stringify instances (as Fastify makes
 * them), so a schema that changes under the same $id compiles afresh and never collides.
 */
const validators = new Map<string, Validator>();
const serializers = new Map<string, Serializer>();

function remembered<T>(cache: Map<string, T>, key: string, compile: () => T): T {
  const known = cache.get(key);
  if (known) return known;
  const made = compile();
  cache.set(key, made);
  return made;
}

/**
 * Fastify's own compilers for one app, with compiled functions shared by every app of the
 * process that has the same schema text (`schemaController.compilersFactory`).
 */
export function sharedSchemaCompilers(): { buildValidator: BuildCompilerFromPool; buildSerializer: SerializerFactory } {
  const ownValidators = AjvCompiler();
  const ownSerializers = SerializerSelector();
  const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
    const build = ownValidators(externalSchemas, options);
    // Plugin functions drop out of the text; every app registers the same ones (app.ts).
    const shared = JSON.stringify([externalSchemas, options]);
    // The library's type names the compile's argument a schema; Fastify hands it the route.
    const compile = (route: RouteDefinition) =>
      remembered(validators, `${shared}${route.httpPart}${JSON.stringify(route.schema)}`, () => build(route as never));
    return compile as unknown as ReturnType<BuildCompilerFromPool>;
  };
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const build = ownSerializers(externalSchemas, options);
    const shared = JSON.stringify([externalSchemas, options]);
    return (route) =>
      remembered(serializers, `${shared}${route.httpStatus}${(route as { contentType?: string }).contentType ?? ''}${JSON.stringify(route.schema)}`, () => build(route));
  };
  return { buildValidator, buildSerializer };
}
