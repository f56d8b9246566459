import { pageBand, pageCount, sizeChoices, type Paging, type TableState } from '../../../engine/table/table-state.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import { useMessages } from '../../messages/messages-context.js';

/** What the footer needs of its table: the state, the count of all rows, the paging settings and a way to change the state. */
interface TableFooterProps {
  state: TableState;
  total: number;
  paging: Paging;
  caption: string;
  /** The id its results-per-page choice is labelled by. */
  sizeId: string;
  /** The table's own texts (schemas/messages/table.json). */
  own: (id: string, params?: MessageParams) => string;
  change: (state: TableState) => void;
}

/**
 * Under a table: its pages in bands (first, back, the band's pages, forward, last) and the
 * results-per-page choice, ALL last.
 */
export function TableFooter({ state, total, paging, caption, sizeId, own, change }: TableFooterProps) {
  const translate = useMessages();
  const count = pageCount(total, state.size);
  const band = pageBand(state.page, count, paging.pagesPerBand);
  const current = Math.min(state.page, count - 1);
  const goTo = (page: number | undefined) => page !== undefined && change({ ...state, page });
  return (
    <div className="portal-table__footer">
      <nav aria-label={own('table.pagination', { caption })} className="usa-pagination portal-table__pagination">
        <ul className="usa-pagination__list">
          <PageJump label={own('table.first')} name={own('table.firstLabel')} page={band.first} goTo={goTo} />
          <PageJump label={own('table.back')} name={own('table.backLabel')} page={band.back} goTo={goTo} />
          {band.pages.map((page) => (
            <li key={page} className="usa-pagination__item usa-pagination__page-no">
              <button
                type="button"
                className={`usa-pagination__button${page === current ? ' usa-current' : ''}`}
                aria-label={own('table.page', { n: page + 1 })}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => goTo(page)}
              >
                {page + 1}
              </button>
            </li>
          ))}
          <PageJump label={own('table.forward')} name={own('table.forwardLabel')} page={band.forward} goTo={goTo} />
          <PageJump label={own('table.last')} name={own('table.lastLabel')} page={band.last} goTo={goTo} />
        </ul>
      </nav>
      <div className="portal-table__size">
        <label className="usa-label" htmlFor={sizeId}>
          {translate('caption.resultsPerPage')}
        </label>
        <select className="usa-select" id={sizeId} value={state.size} onChange={(event) => change({ ...state, size: Number(event.target.value), page: 0 })}>
          {sizeChoices(paging).map((size) => (
            <option key={size} value={size}>
              {size === paging.all ? own('table.all') : size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** First, back, forward or last: a button that is disabled while its jump is not possible. */
function PageJump(props: { label: string; name: string; page: number | undefined; goTo: (page: number | undefined) => void }) {
  return (
    <li className="usa-pagination__item usa-pagination__arrow">
      <button type="button" className="usa-pagination__link portal-table__jump" aria-label={props.name} disabled={props.page === undefined} onClick={() => props.goTo(props.page)}>
        {props.label}
      </button>
    </li>
  );
}
