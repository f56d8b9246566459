import type { TableStorage } from '../../../engine/table/table-state.js';

/** Where a table or paged list keeps its state: sessionStorage, or nothing where it cannot be read (private mode). */
export function sessionStore(): TableStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
