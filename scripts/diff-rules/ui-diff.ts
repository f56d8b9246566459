import { formatMessage } from '../../src/engine/messages/format-message.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { schemaAtDataPath } from '../../src/engine/schema/schema-at-path.js';
import { baseName } from '../check-schemas/file-kind.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { fromTo, quote, removedPrefix, showText, titleOf, words } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import { jsonChanges } from './json-changes.js';
import { listDiff } from './list-diff.js';
import type { RuleChange } from './rule-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';

/** Where a field is laid out: its section's title (undefined: no sections) and its neighbours. */
interface Slot {
  field: string;
  section?: string;
}

/**
 * The changes of a form layout (schemas/ui, `extends` resolved): fields added to the form
 * (in which section, after which field), removed, moved between sections or reordered,
 * and each field's hints (widget, help text ...) changed. Fields are named by their
 * caption from the model the form draws.
 */
export function uiChanges(before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext): RuleChange[] {
  const form = `${titleOf(baseName(after.file))} form`;
  const old = isSchemaNode(beforeJson) ? beforeJson : {};
  const now = isSchemaNode(after.json) ? after.json : {};
  const caption = (field: string, side: 'before' | 'after') => captionOf(context[side], side === 'after' ? now : old, field);
  const say = (text: string, side: 'before' | 'after' = 'after'): RuleChange => ({
    group: 'forms',
    file: after.file,
    text,
    screens: context.usage[side].ofFile(side === 'after' ? after.file : before.file),
  });
  const changes: RuleChange[] = [];

  const oldSlots = slotsOf(old);
  const newSlots = slotsOf(now);
  const diff = listDiff(oldSlots, newSlots, (s) => s.field);
  const sectionName = (s: Slot, side: 'before' | 'after') => (s.section === undefined ? '' : ` in section ${quote(formatMessage(context[side].context.catalogue, s.section))}`);
  for (const { item, after: previous } of diff.added) {
    const where = previous === undefined ? 'as the first field' : `after ${caption(previous.field, 'after')}`;
    changes.push(say(`${form}: field ${caption(item.field, 'after')} added${sectionName(item, 'after')} ${where}`));
  }
  for (const slot of diff.removed) changes.push(say(`Removed: field ${caption(slot.field, 'before')} from the ${form.toLowerCase()}`, 'before'));
  for (const slot of newSlots) {
    const was = oldSlots.find((s) => s.field === slot.field);
    if (was && was.section !== slot.section) changes.push(say(`${form}: field ${caption(slot.field, 'after')} moved from${sectionName(was, 'before') || ' no section'} to${sectionName(slot, 'after') || ' no section'}`));
  }
  for (const { item, after: previous } of diff.moved) {
    changes.push(say(`${form}: field ${caption(item.field, 'after')} moved ${previous === undefined ? 'to the top' : `after ${caption(previous.field, 'after')}`}`));
  }

  for (const change of jsonChanges(withoutLayout(old), withoutLayout(now))) {
    const [first = '', ...rest] = change.path;
    const setting = [...(first.startsWith('ui:') ? [first] : rest)].map((key) => (key === 'ui:widget' ? 'widget' : words(key.replace(/^ui:/, '')))).join(' / ');
    const subject = first.startsWith('ui:') ? form : `${form}, ${caption(first, 'after')}`;
    changes.push(say(`${removedPrefix(change.after)}${subject}: ${setting || 'settings'} ${fromTo(change.before, change.after, (v) => showText(v, context.after.context), (v) => showText(v, context.before.context))}`));
  }
  return changes;
}

/** Every field the layout places, in order: from `ui:sections`, else `ui:order`. */
function slotsOf(ui: SchemaNode): Slot[] {
  if (Array.isArray(ui['ui:sections'])) {
    return ui['ui:sections'].flatMap((section) =>
      isSchemaNode(section) && Array.isArray(section.fields) ? section.fields.map((field) => ({ field: String(field), section: typeof section.title === 'string' ? section.title : undefined })) : [],
    );
  }
  return Array.isArray(ui['ui:order']) ? ui['ui:order'].filter((f) => f !== '*').map((field) => ({ field: String(field) })) : [];
}

function withoutLayout(ui: SchemaNode): SchemaNode {
  const { 'ui:sections': _sections, 'ui:order': _order, $schema: _schema, ...rest } = ui;
  return rest;
}

/** A field's caption from the model the form draws ("Password"), else its name. */
function captionOf(snapshot: RuleSnapshot, ui: SchemaNode, field: string): string {
  const model = typeof ui.model === 'string' ? snapshot.set.models.get(ui.model) : undefined;
  const bundle = model ? snapshot.set.bundle(model).schema : undefined;
  const title = bundle ? schemaAtDataPath(bundle, `/${field}`)?.title : undefined;
  return typeof title === 'string' ? `${formatMessage(snapshot.context.catalogue, title)} (${field})` : field;
}
