// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-domain-availability.json; edit the schema and regenerate.
import type { CompiledValidate } from '../../engine/validation/model-validator.js';

/** Precompiled validate functions keyed by schema `$id`; the root schema's id gives the whole-model validator. */
declare const validators: Record<string, CompiledValidate>;
export default validators;
