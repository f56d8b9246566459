import { useEffect, useId, useMemo, useState } from 'react';
import tableTexts from '../../../../schemas/messages/table.json';
import { bindTemplate } from '../../../engine/bindings/binding.js';
import { formatMessage } from '../../../engine/messages/format-message.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { pagingOf, storedTableState, storeTableState, type PagingSettings, type TableState } from '../../../engine/table/table-state.js';
import { useMessages } from '../../messages/messages-context.js';
import { ItemList, type ItemHold } from '../item-runtime.js';
import type { NodeProps } from '../node-type.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { sessionStore } from './session-store.js';
import { TableFooter } from './table-footer.js';
import type { TableNode } from './table-definition.js';
import { useTableAnswer } from './use-table-answer.js';
import './table.scss';

/** A paged-repeat node as written in a screen (nodes/paged-repeat-node.tsx). */
interface PagedRepeatNode extends ScreenNode {
  id: string;
  source: TableNode['source'];
  paging?: PagingSettings;
  label: string;
  empty?: string;
  content: ScreenNode[];
  hold?: ItemHold;
}

const ownTexts = tableTexts.messages as Record<string, string>;

/**
 * The paged-repeat node's view: the table's answer and paging (use-table-answer, the footer,
 * the page kept per id for the session, so a decision that redraws the screen stays on its
 * page), drawing each item of the page as the node's content instead of a row.
 */
export default function PagedRepeatView({ node, render }: NodeProps<ScreenNode>) {
  const list = node as PagedRepeatNode;
  const runtime = useScreenRuntime();
  const translate = useMessages();
  const own = (id: string, params?: MessageParams) => formatMessage(ownTexts, id, params);
  // Paging values may be bindings to the business constants (`$config/staff/...`).
  const paging = useMemo(() => pagingOf(bindTemplate(list.paging, runtime.scope) as PagingSettings | undefined), [list.paging]);
  const storage = useMemo(sessionStore, []);
  const [state, setState] = useState<TableState>(() => storedTableState(storage, list.id, paging));
  const uid = useId();
  useEffect(() => storeTableState(storage, list.id, state), [storage, list.id, state]);
  const { answer, loading, emptyText } = useTableAnswer(list, state, setState, own);
  const label = translate(list.label);
  const items = answer?.rows ?? [];
  const total = answer?.total ?? 0;

  return (
    <div className="portal-table portal-paged-repeat" data-list={list.id} aria-busy={loading || undefined}>
      {!answer && <p className="usa-prose">{translate('load.pending')}</p>}
      {answer?.failed && <p className="usa-prose">{own('table.loadFailed')}</p>}
      {answer && !answer.failed && items.length === 0 && <p className="usa-prose">{emptyText}</p>}
      {answer && !answer.failed && items.length > 0 && (
        <>
          {/* Said where it shows: the count a reviewer reads first, and what a page change announces. */}
          <p className="usa-prose" role="status" aria-live="polite">
            {own('table.showing', answer.range)}
          </p>
          <ItemList parent={runtime} items={items} label={label} hold={list.hold} draw={() => render(list.content)} />
        </>
      )}
      {total > 0 && <TableFooter state={state} total={total} paging={paging} caption={label} sizeId={`${uid}-size`} own={own} change={setState} />}
    </div>
  );
}
