/** A flow file that cannot work as written; raised when the interpreter is built, so CI catches it. */
export class FlowDefinitionError extends Error {
  override name = 'FlowDefinitionError';
}

/** Two steps whose routes would match the same paths. */
export class DuplicateRouteError extends FlowDefinitionError {
  override name = 'DuplicateRouteError';
  constructor(
    readonly route: string,
    readonly first: string,
    readonly second: string,
  ) {
    super(`route "${route}" of ${second} matches the same paths as the route of ${first}`);
  }
}
