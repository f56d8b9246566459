import dagre from '@dagrejs/dagre';
import type { EdgeKind, GraphEdge, GraphNode } from './flow-graph.js';

/** Who leads where, one arrow each: every transition of one kind between the same two boxes. */
export interface Arrow {
  from: string;
  to: string;
  kind: EdgeKind;
  edges: GraphEdge[];
}

/** A rectangle by its top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point of the picture. */
export interface Point {
  x: number;
  y: number;
}

/** An arrow placed: the points its line runs through (from box edge to box edge) and its label's box. */
export interface PlacedArrow extends Arrow {
  points: Point[];
  label: Box;
  /** The lines of its label, one per transition. */
  texts: string[];
}

/** A box placed: the step (or other flow's step) it stands for, and where. */
export interface PlacedNode {
  node: GraphNode;
  box: Box;
}

/** A laid-out flow picture, without its legend. */
export interface FlowLayout {
  /** Every step once; a step of another flow once for each step leading there. */
  nodes: PlacedNode[];
  arrows: PlacedArrow[];
  width: number;
  height: number;
}

/** Line height of an arrow's label, in px (12 px text). */
export const LABEL_LINE = 15;
// Widths per character, wide enough for DejaVu Sans (the widest usual system-ui fallback) so
// text stays inside its box; the browser does not measure text at generation time.
const LABEL_CHAR = 6.6;
const TITLE_CHAR = 8.6;
const DETAIL_CHAR = 6.4;
const LABEL_PAD = 6;

/** The width in px of a label line at 12 px, as estimated for layout. */
export function labelWidth(text: string): number {
  return text.length * LABEL_CHAR;
}

/**
 * Places the boxes and arrows of a flow with dagre (see docs/decisions/rule-book.md): ranks top to
 * bottom from the first step, one multigraph edge per arrow so several arrows between the
 * same two boxes each get a line, and each label a node of its own in dagre's layout, so
 * labels take room and cover no box and no other label. A step of another flow is drawn
 * below each step leading there: one box for all would draw long arrows across the picture.
 */
export function flowLayout(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): FlowLayout {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 24, edgesep: 12, ranksep: 76, marginx: 12, marginy: 12 });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const arrows = groupArrows(edges);
  const boxOf = (arrow: Arrow) => (byId.get(arrow.to)?.kind === 'external' ? `${arrow.to} from ${arrow.from}` : arrow.to);
  const shown = new Map<string, GraphNode>();
  for (const node of [...nodes.filter((n) => n.kind === 'initial'), ...nodes.filter((n) => n.kind !== 'initial' && n.kind !== 'external')]) shown.set(node.id, node);
  for (const arrow of arrows) shown.set(boxOf(arrow), byId.get(arrow.to) as GraphNode);
  for (const [id, node] of shown) graph.setNode(id, nodeSize(node));
  const upwards = backArrows([...shown.keys()], arrows);
  const loops = new Map<string, Arrow[]>();
  arrows.forEach((arrow, index) => {
    if (arrow.from === arrow.to) {
      loops.set(arrow.from, [...(loops.get(arrow.from) ?? []), arrow]);
      return;
    }
    const [v, w] = upwards.has(arrow) ? [boxOf(arrow), arrow.from] : [arrow.from, boxOf(arrow)];
    graph.setEdge(v, w, labelSize(labelTexts(arrow)), String(index));
  });
  // One loop label per box, all its loops' lines stacked, so loops of several kinds do not
  // run around each other's labels.
  for (const [id, own] of loops) graph.setEdge(id, id, labelSize(own.flatMap(labelTexts)), 'loops');
  dagre.layout(graph);
  const box = (id: string): Box => {
    const { x = 0, y = 0, width, height } = graph.node(id);
    return { x: x - width / 2, y: y - height / 2, width, height };
  };
  const drawn = arrows.map((arrow, index): PlacedArrow => {
    if (arrow.from === arrow.to) return loopArrow(arrow, box(arrow.from), graph.edge({ v: arrow.from, w: arrow.from, name: 'loops' }), loops.get(arrow.from) as Arrow[]);
    const up = upwards.has(arrow);
    const edge = graph.edge({ v: up ? boxOf(arrow) : arrow.from, w: up ? arrow.from : boxOf(arrow), name: String(index) });
    const points = up ? [...(edge.points ?? [])].reverse() : (edge.points ?? []);
    return { ...arrow, points: upright(points, box(arrow.from), box(boxOf(arrow))), label: labelBox(edge), texts: labelTexts(arrow) };
  });
  const size = graph.graph();
  return { nodes: [...shown].map(([id, node]) => ({ node, box: box(id) })), arrows: drawn, width: size.width ?? 0, height: size.height ?? 0 };
}

/** How far a line runs straight up or down from a box before it bends. */
const STEM = 14;

/**
 * A line's ends moved to the top or bottom of their boxes, each with a short straight stem.
 * dagre ends a line where it meets the box's outline, often on a side after a long shallow
 * run across the gap between rows, which then cuts through the boxes beside; a stem keeps
 * the bend inside the gap, above or below every box of the row.
 */
function upright(points: readonly Point[], from: Box, to: Box): Point[] {
  const inner = points.slice(1, -1);
  const [next, before] = [inner[0], inner.at(-1)];
  if (!next || !before) return [...points];
  const end = (box: Box, toward: Point): Point[] => {
    const below = toward.y > box.y + box.height / 2;
    const y = below ? box.y + box.height : box.y;
    const x = Math.min(Math.max(toward.x, box.x + 10), box.x + box.width - 10);
    return [{ x, y }, { x, y: y + (below ? STEM : -STEM) }];
  };
  return [...end(from, next), ...inner, ...end(to, before).reverse()];
}

function labelSize(texts: readonly string[]): { width: number; height: number; labelpos: 'c' } {
  return { width: Math.max(...texts.map(labelWidth)) + 2 * LABEL_PAD, height: texts.length * LABEL_LINE + 4, labelpos: 'c' };
}

function labelBox(edge: { x?: number; y?: number; width?: number; height?: number }): Box {
  const width = edge.width ?? 0;
  const height = edge.height ?? 0;
  return { x: (edge.x ?? 0) - width / 2, y: (edge.y ?? 0) - height / 2, width, height };
}

/**
 * A loop from a box back to itself, its label its own lines of the box's shared loop label:
 * out from the box's right side to the label's left edge, level with those lines, and back.
 * (dagre reserves the label's room beside the box; its own points for a loop run past it.)
 */
function loopArrow(arrow: Arrow, node: Box, edge: { x?: number; y?: number; width?: number; height?: number }, all: readonly Arrow[]): PlacedArrow {
  const shared = labelBox(edge);
  const before = all.slice(0, all.indexOf(arrow)).reduce((sum, a) => sum + labelTexts(a).length, 0);
  const texts = labelTexts(arrow);
  const label = { x: shared.x, y: shared.y + before * LABEL_LINE, width: shared.width, height: texts.length * LABEL_LINE + 4 };
  const right = node.x + node.width;
  const middle = Math.min(Math.max(label.y + label.height / 2, node.y + 8), node.y + node.height - 8);
  const out = Math.max(label.x - 2, right + 12);
  const points = [
    { x: right, y: middle - 6 },
    { x: out, y: middle - 9 },
    { x: out, y: middle + 9 },
    { x: right, y: middle + 6 },
  ];
  return { ...arrow, points, label, texts };
}

/** Past this many characters a transition's label breaks after a " · ", keeping the picture narrow. */
const LINE_CHARS = 16;
/** A guard on an arrow: lines of about this many characters, at most this many lines (the list below the picture says it whole). */
const GUARD_CHARS = 26;
const GUARD_LINES = 3;

/**
 * An arrow's label lines: each transition's label, broken after a " ·" when long (a line
 * ending in "·" goes on), and under it its guard in words ("if the answer’s token is
 * filled"), wrapped, and cut with "…" past a few lines.
 */
function labelTexts(arrow: Arrow): string[] {
  return arrow.edges.flatMap((edge) => {
    const parts = edge.label.split(' · ');
    const lines = [parts[0] as string];
    for (const part of parts.slice(1)) {
      const joined = `${lines.at(-1)} · ${part}`;
      if (joined.length > LINE_CHARS) lines.splice(-1, 1, `${lines.at(-1)} ·`, part);
      else lines.splice(-1, 1, joined);
    }
    return edge.guard ? [...lines, ...guardLines(edge.guard)] : lines;
  });
}

/** A guard as the lines of an arrow's label: "if " and its words, wrapped at word ends, cut with "…". */
export function guardLines(guard: string): string[] {
  const lines: string[] = [];
  let line = 'if';
  for (const word of guard.split(/\s+/)) {
    if (`${line} ${word}`.length > GUARD_CHARS && line !== '') {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  if (lines.length <= GUARD_LINES) return lines;
  const kept = lines.slice(0, GUARD_LINES);
  const last = kept[GUARD_LINES - 1] as string;
  kept[GUARD_LINES - 1] = `${last.length > GUARD_CHARS - 2 ? last.slice(0, GUARD_CHARS - 2).trimEnd() : last} …`;
  return kept;
}

/** Kinds a visitor follows on the way forward; a failure or a flow-wide event more often leads back. */
const FORWARD_FIRST: readonly EdgeKind[] = ['event', 'always', 'delayed', 'failure', 'global'];

/**
 * The arrows that close a cycle, found by a depth-first walk from the first step (forward
 * kinds first), so they are the ones drawn upwards. dagre would start its own walk at the
 * boxes nothing leads to, and a step entered only from another flow would then head the
 * picture, turning the first step's arrows upwards.
 */
function backArrows(order: readonly string[], arrows: readonly Arrow[]): Set<Arrow> {
  const back = new Set<Arrow>();
  const done = new Set<string>();
  const open = new Set<string>();
  const out = (id: string) => arrows.filter((a) => a.from === id && a.to !== id).sort((a, b) => FORWARD_FIRST.indexOf(a.kind) - FORWARD_FIRST.indexOf(b.kind));
  const visit = (id: string) => {
    if (done.has(id)) return;
    done.add(id);
    open.add(id);
    for (const arrow of out(id)) {
      if (open.has(arrow.to)) back.add(arrow);
      else visit(arrow.to);
    }
    open.delete(id);
  };
  order.forEach(visit);
  return back;
}

function nodeSize(node: GraphNode): { width: number; height: number } {
  return {
    width: Math.round(Math.max(node.label.length * TITLE_CHAR, (node.detail?.length ?? 0) * DETAIL_CHAR) + 24),
    height: node.detail ? 44 : 30,
  };
}

function groupArrows(edges: readonly GraphEdge[]): Arrow[] {
  const arrows: Arrow[] = [];
  for (const edge of edges) {
    const found = arrows.find((a) => a.from === edge.from && a.to === edge.to && a.kind === edge.kind);
    if (found) found.edges.push(edge);
    else arrows.push({ from: edge.from, to: edge.to, kind: edge.kind, edges: [edge] });
  }
  return arrows;
}

