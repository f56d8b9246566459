import { createContext, useContext } from 'react';

const ModalOpeningContext = createContext(false);

/**
 * Marks nodes drawn inside a modal. A modal's content is drawn afresh each time it opens,
 * and a form in it starts from its `initial` values only: what was typed, held or refused
 * at an earlier opening (a rejection reason meant for another applicant) never comes back.
 */
export const ModalOpeningProvider = ModalOpeningContext.Provider;

/** Whether the calling node is drawn inside a modal (its form starts empty at each opening). */
export function useInsideModal(): boolean {
  return useContext(ModalOpeningContext);
}
