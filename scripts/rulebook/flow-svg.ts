import { ANY_STEP, type EdgeKind, type FlowGraph, type GraphEdge, type GraphNode } from './flow-graph.js';
import { layeredLayout, type Placed } from './graph-layout.js';
import { anchor, escapeHtml } from './html.js';

/** How each kind of transition is drawn and named (the legend and the text list say the same). */
const KIND_STYLE: Readonly<Record<EdgeKind, { color: string; dash?: string; words: string }>> = {
  event: { color: '#1b1b1b', words: 'event' },
  always: { color: '#005ea2', dash: '12 3', words: 'checked before the step shows' },
  delayed: { color: '#8a4b00', dash: '8 5', words: 'delayed' },
  failure: { color: '#b50909', dash: '3 3', words: 'failure' },
  global: { color: '#565c65', dash: '1 4', words: 'from any step' },
};

const LINE = 15;
const FONT = 'font-family="system-ui, sans-serif"';

/** Who leads where, one entry per arrow: every transition of the group between two boxes. */
interface Arrow {
  from: string;
  to: string;
  kind: EdgeKind;
  edges: GraphEdge[];
}

/**
 * A flow picture as inline SVG, drawn at generation time (the portal bundle gets no diagram
 * code): boxes for steps (the first in bold), other flows' steps dashed, and one arrow per
 * kind of transition between two boxes, labelled with every event, status and delay that
 * takes it. Titled and described for screen readers; `transitionList` says it all as text.
 */
export function flowSvg(graph: FlowGraph): string {
  const size = (node: GraphNode) => ({
    id: node.id,
    width: Math.round(Math.max(node.label.length * 8, (node.detail?.length ?? 0) * 6.4) + 24),
    height: node.detail ? 44 : 30,
  });
  const arrows = groupArrows(graph.edges);
  const first = graph.nodes.filter((n) => n.kind === 'initial').map((n) => n.id);
  const layout = layeredLayout(graph.nodes.map(size), arrows, first);
  const id = anchor('flow', graph.flow, 'picture');
  const legendY = layout.height + 8;
  const lanes = backLanes(arrows, layout.nodes, layout.width);
  const width = Math.max(lanesEnd(arrows, lanes, layout.width) + 8, 760);
  const height = legendY + 56;
  const markers = (Object.keys(KIND_STYLE) as EdgeKind[])
    .map((kind) => `<marker id="${id}-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${KIND_STYLE[kind].color}"/></marker>`)
    .join('');
  const boxes = graph.nodes.map((node) => box(node, layout.nodes.get(node.id) as Placed)).join('');
  const lines = arrows.map((arrow, index) => arrowSvg(arrow, layout.nodes, id, arrows.slice(0, index).filter((a) => sameEnds(a, arrow)).length, lanes)).join('');
  const title = `Flow ${graph.flow}: ${graph.nodes.filter((n) => n.kind === 'step' || n.kind === 'initial').length} steps, ${graph.edges.length} transitions`;
  const desc = 'Boxes are steps (the first step outlined in bold, steps of other flows dashed); arrows are transitions, labelled with the event and the answer or delay that takes them. The list after the picture states every transition in words.';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow-picture" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}">`,
    `<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(desc)}</desc>`,
    `<defs>${markers}</defs>`,
    `<g class="edges">${lines}</g><g class="nodes">${boxes}</g>`,
    legend(legendY),
    '</svg>',
  ].join('');
}

/** The same transitions as the picture, in words, for screen readers and for search. */
export function transitionList(graph: FlowGraph): string {
  const name = (id: string) => (id === ANY_STEP ? 'any step' : (graph.nodes.find((n) => n.id === id)?.label ?? id));
  const items = graph.edges.map((edge) => {
    const guard = edge.guard ? `; only when ${escapeHtml(edge.guard)}` : '';
    return `<li data-kind="${edge.kind}">${escapeHtml(name(edge.from))} → ${escapeHtml(name(edge.to))}: ${escapeHtml(edge.label)} (${KIND_STYLE[edge.kind].words})${guard}</li>`;
  });
  return `<ol class="transitions">${items.join('')}</ol>`;
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

function sameEnds(a: Arrow, b: Arrow): boolean {
  return (a.from === b.from && a.to === b.to) || (a.from === b.to && a.to === b.from);
}

function box(node: GraphNode, at: Placed): string {
  const dashed = node.kind === 'external' ? ' stroke-dasharray="5 3"' : '';
  const fill = node.kind === 'external' ? '#f0f0f0' : node.kind === 'any' ? '#e7f2f8' : '#ffffff';
  const stroke = node.kind === 'initial' ? 3 : 1.5;
  const cx = at.x + at.width / 2;
  const detail = node.detail ? `<text x="${cx}" y="${at.y + 36}" text-anchor="middle" font-size="11" fill="#3d4551" ${FONT}>${escapeHtml(node.detail)}</text>` : '';
  return `<g class="node" data-step="${escapeHtml(node.id)}" data-kind="${node.kind}"><rect x="${at.x}" y="${at.y}" width="${at.width}" height="${at.height}" rx="6" fill="${fill}" stroke="#1b1b1b" stroke-width="${stroke}"${dashed}/><text x="${cx}" y="${at.y + 19}" text-anchor="middle" font-size="13" font-weight="bold" fill="#1b1b1b" ${FONT}>${escapeHtml(node.label)}</text>${detail}</g>`;
}

/** Where arrows that go back up run: one lane each, right of every box, spaced by its label. */
type Lanes = Map<Arrow, number>;

function backLanes(arrows: readonly Arrow[], placed: Map<string, Placed>, layoutWidth: number): Lanes {
  const lanes: Lanes = new Map();
  let x = layoutWidth + 8;
  for (const arrow of arrows) {
    const from = placed.get(arrow.from) as Placed;
    const to = placed.get(arrow.to) as Placed;
    if (to.layer > from.layer) continue;
    lanes.set(arrow, x);
    // An arrow within a row or to itself needs no lane: its label sits by its own box.
    if (to.layer === from.layer) continue;
    x += Math.max(...labelTexts(arrow).map((text) => text.length * 6.6)) + 22;
  }
  return lanes;
}

/** The right end of the lanes, so the picture is wide enough for them. */
function lanesEnd(arrows: readonly Arrow[], lanes: Lanes, layoutWidth: number): number {
  const last = [...lanes.entries()].at(-1);
  return last ? last[1] + Math.max(...labelTexts(last[0]).map((text) => text.length * 6.6)) + 22 : layoutWidth;
}

function labelTexts(arrow: Arrow): string[] {
  return arrow.edges.map((edge) => `${edge.label}${edge.guard ? ' [if …]' : ''}`);
}

/**
 * An arrow: downwards to a later row as a smooth curve, its label beside its middle; to an
 * earlier row, the same row or itself out to a lane of its own right of every box and
 * back, its label beside the lane, so no label of such an arrow covers another.
 */
function arrowSvg(arrow: Arrow, placed: Map<string, Placed>, id: string, nth: number, lanes: Lanes): string {
  const from = placed.get(arrow.from) as Placed;
  const to = placed.get(arrow.to) as Placed;
  const style = KIND_STYLE[arrow.kind];
  let path: string;
  let label: { x: number; y: number };
  const lane = lanes.get(arrow);
  // Each arrow that is not drawn downwards runs its level in the gap between rows apart from the others.
  const level = 12 + ([...lanes.keys()].indexOf(arrow) % 6) * 7;
  const fromX = from.x + from.width / 2 + nth * 14;
  const toX = to.x + to.width / 2 + nth * 14;
  if (arrow.from === arrow.to) {
    const right = from.x + from.width;
    path = `M${right} ${from.y + 8}C${right + 34} ${from.y - 6} ${right + 34} ${from.y + from.height + 6} ${right} ${from.y + from.height - 8}`;
    label = { x: right + 30, y: from.y + from.height / 2 };
  } else if (lane === undefined) {
    const sy = from.y + from.height;
    const ty = to.y;
    const bend = (ty - sy) / 2;
    path = `M${fromX} ${sy}C${fromX} ${sy + bend} ${toX} ${ty - bend} ${toX} ${ty}`;
    label = { x: (fromX + toX) / 2 + 6, y: (sy + ty) / 2 };
  } else if (to.layer === from.layer) {
    const gap = Math.min(from.y, to.y) - level;
    path = `M${fromX} ${from.y}V${gap}H${toX}V${to.y}`;
    label = { x: Math.min(fromX, toX) + 8, y: gap - 8 };
  } else {
    // Up from the box's top, out to its lane right of every box, up past the target's row, in under it.
    const over = from.y - level;
    const under = to.y + to.height + level;
    path = `M${fromX} ${from.y}V${over}H${lane}V${under}H${toX}V${to.y + to.height}`;
    label = { x: lane + 5, y: (over + under) / 2 };
  }
  const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
  const texts = labelTexts(arrow);
  const top = label.y - ((texts.length - 1) * LINE) / 2 + 4;
  const spans = texts.map((text, index) => `<tspan x="${label.x}" y="${top + index * LINE}">${escapeHtml(text)}</tspan>`).join('');
  const hover = arrow.edges.map((edge) => `${edge.label}${edge.guard ? ` (only when ${edge.guard})` : ''}`).join('; ');
  return `<g class="edge" data-kind="${arrow.kind}" data-from="${escapeHtml(arrow.from)}" data-to="${escapeHtml(arrow.to)}"><title>${escapeHtml(hover)}</title><path d="${path}" fill="none" stroke="${style.color}" stroke-width="1.6"${dash} marker-end="url(#${id}-${arrow.kind})"/><text font-size="12" fill="${style.color}" stroke="#ffffff" stroke-width="4" paint-order="stroke" ${FONT}>${spans}</text></g>`;
}

function legend(top: number): string {
  let y = top;
  const items = (Object.keys(KIND_STYLE) as EdgeKind[]).map((kind, index) => {
    const x = 16 + (index % 3) * 250;
    y += index === 3 ? 22 : 0;
    const style = KIND_STYLE[kind];
    const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
    return `<line x1="${x}" y1="${y + 12}" x2="${x + 36}" y2="${y + 12}" stroke="${style.color}" stroke-width="2"${dash}/><text x="${x + 42}" y="${y + 16}" font-size="12" fill="#1b1b1b" ${FONT}>${escapeHtml(style.words)}</text>`;
  });
  return `<g class="legend" aria-hidden="true">${items.join('')}</g>`;
}
