import { useEffect, type RefObject } from 'react';
import type { AnyActorRef } from 'xstate';
import type { FlowContext } from '../../engine/flow/flow-context.js';
import type { LoadCache } from './load-cache.js';

/**
 * Empties the load cache each time a session begins or ends (a flow branch with
 * `forgetPerson` counts `FlowContext.forgotten`), so the next person at the browser finds none
 * of the previous one's account data. It is emptied as the machine makes that move, before the
 * next page's loads ask the cache: emptied at the API client's report of a session's end, it
 * raced the loads of the page that reported it.
 */
export function useCachePerPerson(actor: AnyActorRef, cache: RefObject<LoadCache | null>): void {
  useEffect(() => {
    let forgotten = (actor.getSnapshot().context as FlowContext).forgotten;
    return actor.subscribe((next) => {
      const now = (next.context as FlowContext).forgotten;
      if (now !== forgotten) cache.current?.clear();
      forgotten = now;
    }).unsubscribe;
  }, [actor, cache]);
}
