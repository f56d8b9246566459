import type { FlowServices } from '../../engine/flow/flow-interpreter.js';
import type { LoaderRegistry } from '../../engine/flow/prepare-step.js';
import { FieldErrorsError } from '../../engine/validation/field-errors-error.js';
import type { HeldData } from '../../renderer/flow/held-data.js';
import type { ScreenEvent } from '../../renderer/screen/screen-runtime.js';
import { ApiError, type ApiClient } from '../api-client.js';

/**
 * The guards, effects and loaders flows name. Each is generic over models: a flow file
 * says which to run, the event says which model it concerns.
 */
export function createFlowServices(api: ApiClient, held: HeldData): FlowServices & { loaders: LoaderRegistry } {
  const eventOf = (data: unknown) => (data ?? {}) as ScreenEvent;
  return {
    guards: {
      /** The form only submits when its client checks pass; this keeps events without data out. */
      formValid: ({ event }) => eventOf(event.data).values !== undefined,
    },
    effects: {
      /** The server checks the same data with the same schema; its field errors go back on the form. */
      validateOnServer: async ({ event }) => {
        const { model, values } = eventOf(event.data);
        if (!model) throw new Error('validateOnServer needs a form event');
        try {
          await api.post(`/api/forms/${encodeURIComponent(model)}/validation`, values);
        } catch (error) {
          if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
            throw new FieldErrorsError(model, error.errors);
          }
          throw error;
        }
      },
      /** Forgets what the form held, so it starts empty again. */
      resetForm: ({ event }) => {
        const { model } = eventOf(event.data);
        if (model) held.forget(model);
        else held.clear();
      },
    },
    loaders: {
      /** A review shows held data; with none (a reload, a bookmark) there is nothing to review. */
      heldFormData: () => {
        if (!held.any()) throw new Error('nothing held to review');
        return true;
      },
    },
  };
}
