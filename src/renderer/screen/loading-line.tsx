import type { ReactNode } from 'react';
import { useMessages } from '../messages/messages-context.js';

/** The line a page shows where content is still on its way (a screen or its step's data). */
export function LoadingLine(): ReactNode {
  const translate = useMessages();
  return (
    <p aria-busy="true" className="portal-loading">
      {translate('load.pending')}
    </p>
  );
}
