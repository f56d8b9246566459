import type { StepDefinition } from './flow-definition.js';
import type { RouteParams } from './route-pattern.js';

/** What a loader gets: the step's route params and what earlier loaders of the step loaded. */
export interface LoaderInput {
  params: RouteParams;
  loaded: Readonly<Record<string, unknown>>;
}

/** Loads one thing a step needs before it shows (registration defaults, a flag, ...). */
export type Loader = (input: LoaderInput) => Promise<unknown> | unknown;

/** Loader implementations by the names flows use. */
export type LoaderRegistry = Readonly<Record<string, Loader>>;

/** Why preparing a step failed: the renderer then returns to the previous page or the root. */
export class StepLoadError extends Error {
  constructor(
    readonly loader: string,
    readonly reason: 'unknownLoader' | 'loaderFailed',
    override readonly cause?: unknown,
  ) {
    super(reason === 'unknownLoader' ? `no loader named "${loader}"` : `loader "${loader}" failed`);
  }
}

/**
 * Runs a step's `load` names in order and resolves to what each loaded, by loader name.
 *
 * In order, not in parallel, so a loader may use what an earlier one loaded, and because the
 * flow file's order is the order an analyst reads. All names are checked before any runs:
 * a misspelt name must not leave half of the step's calls already made.
 */
export async function prepareStep(
  step: Pick<StepDefinition, 'load'>,
  loaders: LoaderRegistry,
  params: RouteParams = {},
): Promise<Record<string, unknown>> {
  const names = step.load ?? [];
  const missing = names.find((name) => !Object.hasOwn(loaders, name));
  if (missing !== undefined) throw new StepLoadError(missing, 'unknownLoader');
  const loaded: Record<string, unknown> = {};
  for (const name of names) {
    const loader = loaders[name] as Loader;
    try {
      loaded[name] = await loader({ params, loaded: { ...loaded } });
    } catch (error) {
      throw new StepLoadError(name, 'loaderFailed', error);
    }
  }
  return loaded;
}
