import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { parsePointer } from '../../src/engine/schema/json-pointer.js';

/** A place in a text file, both 1-based, the column in UTF-16 code units (SARIF's default). */
export interface SourcePosition {
  line: number;
  column: number;
}

const START: SourcePosition = { line: 1, column: 1 };

/**
 * Where a JSON pointer's place is written in a file's text, so an editor or CI can mark
 * the line. A member is marked at its name (`"maxLength": 15` starts at the quote), an
 * array item at its value. A pointer whose end does not exist in the text (a property
 * that is missing, or one a ui file inherits through `extends`) is marked at its deepest
 * ancestor that does; text that is not JSON is marked at its first syntax error.
 */
export function pointerPosition(text: string, pointer: string): SourcePosition {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true });
  if (errors.length > 0 || root === undefined) return errors[0] ? positionAt(text, errors[0].offset) : START;
  const segments = parsePointer(pointer);
  if (segments.length === 0) return START;
  const node = deepestNode(root, segments);
  return node === root ? START : positionAt(text, markedOffset(node));
}

/** The node the longest existing prefix of the path addresses. */
function deepestNode(root: Node, segments: readonly string[]): Node {
  for (let length = segments.length; length > 0; length--) {
    const node = findNodeAtLocation(root, toJsonPath(root, segments.slice(0, length)));
    if (node) return node;
  }
  return root;
}

/** jsonc-parser indexes arrays by number and objects by name; a pointer has only strings. */
function toJsonPath(root: Node, segments: readonly string[]): (string | number)[] {
  const path: (string | number)[] = [];
  let node: Node | undefined = root;
  for (const segment of segments) {
    const index: string | number = node?.type === 'array' && /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment;
    path.push(index);
    node = node && findNodeAtLocation(node, [index]);
  }
  return path;
}

/** A member value's place is its member (name, colon, value); anything else is itself. */
function markedOffset(node: Node): number {
  return node.parent?.type === 'property' ? node.parent.offset : node.offset;
}

function positionAt(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
