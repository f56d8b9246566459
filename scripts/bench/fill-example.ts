import type { Page } from 'playwright-core';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { readFlows } from '../build/flow-chunks.js';

/** What entering an example through the page did. */
export interface ExampleFill {
  /** Values entered through their control. */
  entered: number;
  /** Pointers of the example's values that have no control of their own on the page. */
  skipped: string[];
}

/** Where a form's controls get their data: the bundled model, its ui file, the step's loads. */
export interface FormSources {
  schema: SchemaNode;
  ui: SchemaNode;
  /** The answers of the step's loads, by load name (`$data/<name>` in bindings). */
  loaded: Record<string, unknown>;
}

/**
 * Records the answers of the loads of the flow step at `route`, as `$data/<name>` holds them,
 * while the page loads. Call before navigating; read the record once the page has settled.
 * The select and radio options bound with `ui:optionsFrom` are drawn from these answers.
 */
export function recordStepLoads(page: Page, route: string): Record<string, unknown> {
  const steps = readFlows().flatMap(({ flow }) => Object.values(flow.steps));
  const loads = steps.find((step) => step.route === route)?.load ?? [];
  const trimmed = (path: string) => path.replace(/\/+$/, '');
  const loaded: Record<string, unknown> = {};
  page.on('response', (response) => {
    const request = response.request();
    const path = trimmed(new URL(response.url()).pathname);
    const load = loads.find(({ call }) => call.method === request.method() && trimmed(call.path) === path);
    if (load) void response.json().then((body: unknown) => (loaded[load.name] = body), () => undefined);
  });
  return loaded;
}

/**
 * Enters `example` into the rjsf form on `page` as a person would, value by value in the
 * example's order (so a role picked early shows the sections that depend on it): text into
 * inputs, a click on the label of a checkbox or radio option, an option of a select. rjsf
 * names each control `root.<path>` and numbers the options of a select or radio group, so an
 * option is found by its position in the field's `oneOf`/`enum` or its `ui:optionsFrom`
 * list. Values without a control (a hidden field, rows a widget owns) are skipped and listed.
 */
export async function fillWithExample(page: Page, example: unknown, sources: FormSources): Promise<ExampleFill> {
  const fill: ExampleFill = { entered: 0, skipped: [] };
  for (const [segments, value] of leaves(example)) {
    const id = ['root', ...segments].join('.');
    const pointer = `/${segments.join('/')}`;
    const index = optionIndex(segments, value, sources);
    const radio = page.locator(`input[type=radio][id="${id}-${index}"]`);
    const control = page.locator(`[id="${id}"]`);
    if (index >= 0 && (await radio.count()) > 0) {
      await page.locator(`label[for="${id}-${index}"]`).click();
    } else if ((await control.count()) === 0) {
      fill.skipped.push(pointer);
      continue;
    } else {
      const { tag, type } = await control.evaluate((element) => ({ tag: element.tagName, type: (element as HTMLInputElement).type }));
      if (tag === 'SELECT' && index >= 0) {
        // rjsf's option values are the options' positions, not the values themselves.
        await control.selectOption(String(index));
      } else if (type === 'checkbox') {
        // USWDS draws the box itself off-screen: a click on its label is what a person makes.
        if ((await control.isChecked()) !== Boolean(value)) await page.locator(`label[for="${id}"]`).click();
      } else if ((tag === 'INPUT' && type !== 'hidden') || tag === 'TEXTAREA') {
        await control.fill(String(value));
      } else {
        fill.skipped.push(pointer);
        continue;
      }
    }
    fill.entered += 1;
  }
  // Leaving the last field runs its blur checks, as it would for a person moving on.
  await page.keyboard.press('Tab');
  return fill;
}

/** The example's primitive values with their paths, depth first in the example's own order. */
function leaves(value: unknown, segments: string[] = []): [string[], unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...segments, String(index)]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...segments, key]));
  return [[segments, value]];
}

/** The position of `value` among the options rjsf draws for the field at `segments`; -1 when it has none. */
function optionIndex(segments: string[], value: unknown, { schema, ui, loaded }: FormSources): number {
  const field = schemaAt(schema, segments);
  const choices = field?.oneOf ?? field?.enum;
  if (Array.isArray(choices)) {
    return choices.findIndex((choice) => (field?.oneOf ? (choice as SchemaNode).const : choice) === value);
  }
  const bound = uiAt(ui, segments)?.['ui:optionsFrom'] as { items: string; value: string } | undefined;
  if (!bound?.items.startsWith('$data/')) return -1;
  const [name = '', ...rest] = bound.items.slice('$data/'.length).split('/');
  const items = valueAt(loaded[name], rest);
  return Array.isArray(items) ? items.findIndex((item) => valueAt(item, bound.value.split('/').slice(1)) === value) : -1;
}

/** The schema of the field at `segments` in a bundled model (local `$ref`s followed). */
function schemaAt(root: SchemaNode, segments: readonly string[]): SchemaNode | undefined {
  const resolve = (node: SchemaNode | undefined): SchemaNode | undefined => {
    const ref = node?.$ref;
    return typeof ref === 'string' && ref.startsWith('#/') ? resolve(valueAt(root, ref.slice(2).split('/')) as SchemaNode) : node;
  };
  let node = resolve(root);
  for (const segment of segments) {
    const properties = node?.properties as Record<string, SchemaNode> | undefined;
    node = resolve(/^\d+$/.test(segment) ? (node?.items as SchemaNode | undefined) : properties?.[segment]);
  }
  return node;
}

/** The ui file's node for the field at `segments` (array rows share their `items` node). */
function uiAt(ui: SchemaNode, segments: readonly string[]): SchemaNode | undefined {
  return valueAt(ui, segments.map((segment) => (/^\d+$/.test(segment) ? 'items' : segment))) as SchemaNode | undefined;
}

/** The value at a path of keys, or undefined where the path leaves the data. */
function valueAt(value: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}
