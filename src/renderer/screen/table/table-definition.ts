import type { CallDefinition } from '../../../engine/flow/flow-definition.js';
import type { MessageParams } from '../../../engine/messages/message-catalogue.js';
import type { Condition } from '../../../engine/rules/condition.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import type { PagingSettings } from '../../../engine/table/table-state.js';

/** A table node as written in a screen (schemas/meta/table-node.schema.json). */
export interface TableNode extends ScreenNode {
  type: 'table';
  id: string;
  caption: string;
  empty?: string;
  source: { call: CallDefinition; rows: string; total?: string };
  columns: { value: string; header: string; sort?: string; texts?: Record<string, string>; textBy?: string; params?: MessageParams }[];
  rowKey: string[];
  rowName?: string[];
  model?: string;
  selectable?: boolean;
  readOnly?: Condition;
  rowActions?: TableAction[];
  actions?: TableAction[];
  sort?: { by: string; order?: 'asc' | 'desc' };
  paging?: PagingSettings;
  /** Page, size and sort live in the address (`page`, `size`, `sort`, `order`), not the tab's storage. */
  inAddress?: boolean;
}

/** A button of a row or under the table. */
export interface TableAction {
  label: string;
  event: string;
  variant?: 'primary' | 'secondary' | 'outline';
  when?: Condition;
  needsSelection?: boolean;
}

/** A row as the call answers it. */
export type Row = Record<string, unknown>;
/** What the flow finds under the table's model: the ticked rows and the row last acted on. */
export interface HeldSelection {
  selected?: Row[];
  row?: Row;
}
