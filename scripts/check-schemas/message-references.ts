import { nodeMessages, type NodeTypeRegistry } from '../../src/engine/screen/node-type.js';
import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { RuleFile, RuleSet } from './rule-set.js';
import { walkSchema } from './walk-schema.js';

/** A place where a rule file names a message id. */
export interface MessageReference {
  file: string;
  pointer: string;
  id: string;
}

/** Our keywords whose rules carry a `messageId` (a list of rules or a single rule). */
const RULE_KEYWORDS = ['patternRules', 'equalsField', 'excludesFieldValues', 'differsFromFields', 'uniqueByProperty', 'pairedProperties', 'invalidExamples'];

/** The keys of a frame file (flows/frames/) that hold nodes (`title`: text nodes). */
const FRAME_SLOTS = ['header', 'banner', 'footer', 'title'] as const;

/** UI hints whose value is a message id (the renderer translates them). */
const UI_TEXT_KEYS = ['ui:help', 'ui:addLabel'];

/** Every message id named by any def, model, screen, modal, frame, ui or flow file. */
export function messageReferences(set: RuleSet): MessageReference[] {
  const refs: MessageReference[] = [];
  for (const file of [...set.ofKind('def'), ...set.ofKind('model'), ...set.ofKind('answer')]) refs.push(...inSchema(file));
  // Which keys of a screen node hold message ids is its node type's to say (code, not rule files).
  const nodeTypes = loadNodeTypes();
  for (const file of set.ofKind('screen')) refs.push(...inScreen(file, nodeTypes));
  // A shared modal file is one node: its pointers start at the file's root.
  for (const file of set.ofKind('modal')) {
    for (const { id, pointer } of nodeMessages([file.json], nodeTypes, '')) refs.push({ file: file.file, pointer: pointer.replace(/^\/0/, ''), id });
  }
  // A frame's slots are node lists, each walked as a screen's content is.
  for (const file of set.ofKind('frame')) {
    for (const slot of FRAME_SLOTS) {
      const nodes = isSchemaNode(file.json) && Array.isArray(file.json[slot]) ? (file.json[slot] as unknown[]) : [];
      for (const { id, pointer } of nodeMessages(nodes, nodeTypes, `/${slot}`)) refs.push({ file: file.file, pointer, id });
    }
  }
  for (const file of set.ofKind('ui')) refs.push(...inUi(file));
  for (const file of set.ofKind('flow')) refs.push(...inFlow(file));
  return refs;
}

function inSchema(file: RuleFile): MessageReference[] {
  const refs: MessageReference[] = [];
  const add = (segments: string[], id: unknown) => {
    if (typeof id === 'string') refs.push({ file: file.file, pointer: toPointer(segments), id });
  };
  walkSchema(file.json, ({ node, segments }) => {
    // Titles are captions users read (labels, option names, "{caption} is required"): ids too.
    add([...segments, 'title'], node.title);
    if (isSchemaNode(node.messages)) {
      for (const [keyword, id] of Object.entries(node.messages)) add([...segments, 'messages', keyword], id);
    }
    for (const keyword of RULE_KEYWORDS) {
      const value = node[keyword];
      if (Array.isArray(value)) {
        value.forEach((rule, index) => {
          if (isSchemaNode(rule)) add([...segments, keyword, String(index), 'messageId'], rule.messageId);
        });
      } else if (isSchemaNode(value)) add([...segments, keyword, 'messageId'], value.messageId);
    }
  });
  return refs;
}

function inScreen(file: RuleFile, nodeTypes: NodeTypeRegistry): MessageReference[] {
  if (!isSchemaNode(file.json)) return [];
  const refs: MessageReference[] = [];
  if (typeof file.json.title === 'string') refs.push({ file: file.file, pointer: '/title', id: file.json.title });
  const content = Array.isArray(file.json.content) ? file.json.content : [];
  for (const { id, pointer } of nodeMessages(content, nodeTypes)) refs.push({ file: file.file, pointer, id });
  return refs;
}

function inUi(file: RuleFile): MessageReference[] {
  const refs: MessageReference[] = [];
  const visit = (node: unknown, segments: string[]) => {
    if (!isSchemaNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...segments, key];
      if (UI_TEXT_KEYS.includes(key) && typeof value === 'string') refs.push({ file: file.file, pointer: toPointer(here), id: value });
      else if (key === 'ui:sections' && Array.isArray(value)) {
        value.forEach((section, index) => {
          if (isSchemaNode(section) && typeof section.title === 'string') {
            refs.push({ file: file.file, pointer: toPointer([...here, String(index), 'title']), id: section.title });
          }
        });
      } else if (key === 'ui:notes' && Array.isArray(value)) {
        value.forEach((note, index) => {
          if (isSchemaNode(note) && typeof note.text === 'string') refs.push({ file: file.file, pointer: toPointer([...here, String(index), 'text']), id: note.text });
        });
      } else if (key === 'ui:link' && isSchemaNode(value) && typeof value.text === 'string') {
        refs.push({ file: file.file, pointer: toPointer([...here, 'text']), id: value.text });
      } else if (key === 'ui:check') {
        refs.push(...checkTexts(file.file, value, here));
      } else if (!key.startsWith('ui:')) visit(value, here);
    }
  };
  visit(file.json, []);
  return refs;
}

/** The texts a field check's outcomes show (`error`, `notice`), its chained checks' included. */
function checkTexts(file: string, check: unknown, segments: string[]): MessageReference[] {
  if (!isSchemaNode(check) || !Array.isArray(check.outcomes)) return [];
  return check.outcomes.flatMap((outcome, index) => {
    if (!isSchemaNode(outcome)) return [];
    const at = [...segments, 'outcomes', String(index)];
    const own = (['error', 'notice'] as const)
      .filter((key) => typeof outcome[key] === 'string')
      .map((key) => ({ file, pointer: toPointer([...at, key]), id: outcome[key] as string }));
    return [...own, ...checkTexts(file, outcome.then, [...at, 'then'])];
  });
}

/** The texts a flow's outcomes and branches show as notices, wherever they are written. */
function inFlow(file: RuleFile): MessageReference[] {
  const refs: MessageReference[] = [];
  const visit = (node: unknown, segments: string[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...segments, String(index)]));
    if (!isSchemaNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'notice' && isSchemaNode(value) && typeof value.text === 'string') refs.push({ file: file.file, pointer: toPointer([...segments, key, 'text']), id: value.text });
      else visit(value, [...segments, key]);
    }
  };
  visit(file.json, []);
  return refs;
}
