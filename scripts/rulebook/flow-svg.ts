import { ANY_STEP, type EdgeKind, type FlowGraph, type GraphNode } from './flow-graph.js';
import { flowLayout, LABEL_LINE, labelWidth, type Box, type PlacedArrow } from './flow-layout.js';
import { anchor, escapeHtml } from './html.js';
import { smoothPath } from './smooth-path.js';

/** How each kind of transition is drawn and named (the legend and the text list say the same). */
const KIND_STYLE: Readonly<Record<EdgeKind, { color: string; dash?: string; words: string }>> = {
  event: { color: '#1b1b1b', words: 'event' },
  always: { color: '#005ea2', dash: '12 3', words: 'checked before the step shows' },
  delayed: { color: '#8a4b00', dash: '8 5', words: 'delayed' },
  failure: { color: '#b50909', dash: '3 3', words: 'failure' },
  global: { color: '#565c65', dash: '1 4', words: 'from any step' },
};

const FONT = 'font-family="system-ui, sans-serif"';
/** The narrowest the picture gets: the legend wraps to fit, two items a row or more. */
const MIN_WIDTH = 420;

/**
 * A flow picture as inline SVG, drawn at generation time (the portal bundle gets no diagram
 * code): boxes for steps (the first in bold), other flows' steps dashed, and one arrow per
 * kind of transition between two boxes, labelled with every event, status and delay that
 * takes it, placed by `flowLayout`. Titled and described for screen readers;
 * `transitionList` says it all as text.
 */
export function flowSvg(graph: FlowGraph): string {
  const layout = flowLayout(graph.nodes, graph.edges);
  const id = anchor('flow', graph.flow, 'picture');
  const width = Math.ceil(Math.max(layout.width, MIN_WIDTH));
  const key = legend(layout.height + 4, width);
  const height = Math.ceil(key.bottom + 8);
  // The picture is centred when the legend is wider than the flow.
  const shift = Math.round((width - layout.width) / 2);
  const markers = (Object.keys(KIND_STYLE) as EdgeKind[])
    .map((kind) => `<marker id="${id}-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${KIND_STYLE[kind].color}"/></marker>`)
    .join('');
  const boxes = layout.nodes.map((placed) => box(placed.node, placed.box)).join('');
  const lines = layout.arrows.map((arrow) => arrowSvg(arrow, id)).join('');
  const labels = layout.arrows.map(labelSvg).join('');
  const title = `Flow ${graph.flow}: ${graph.nodes.filter((n) => n.kind === 'step' || n.kind === 'initial').length} steps, ${graph.edges.length} transitions`;
  const desc = 'Boxes are steps (the first step outlined in bold; a step of another flow dashed, drawn below each step leading there); arrows are transitions, labelled with the event and the answer or delay that takes them, and the condition under which (“if …”, cut short past three lines). The list after the picture states every transition and its whole condition in words.';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow-picture" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(desc)}</desc>`,
    `<defs>${markers}</defs>`,
    `<g class="flow"${shift ? ` transform="translate(${shift} 0)"` : ''}><g class="edges">${lines}</g><g class="nodes">${boxes}</g><g class="labels">${labels}</g></g>`,
    key.svg,
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

function box(node: GraphNode, at: Box): string {
  const dashed = node.kind === 'external' ? ' stroke-dasharray="5 3"' : '';
  const fill = node.kind === 'external' ? '#f0f0f0' : node.kind === 'any' ? '#e7f2f8' : '#ffffff';
  const stroke = node.kind === 'initial' ? 3 : 1.5;
  const cx = at.x + at.width / 2;
  const detail = node.detail ? `<text x="${cx}" y="${at.y + 36}" text-anchor="middle" font-size="11" fill="#3d4551" ${FONT}>${escapeHtml(node.detail)}</text>` : '';
  return `<g class="node" data-step="${escapeHtml(node.id)}" data-kind="${node.kind}"><rect x="${at.x}" y="${at.y}" width="${at.width}" height="${at.height}" rx="6" fill="${fill}" stroke="#1b1b1b" stroke-width="${stroke}"${dashed}/><text x="${cx}" y="${at.y + 19}" text-anchor="middle" font-size="13" font-weight="bold" fill="#1b1b1b" ${FONT}>${escapeHtml(node.label)}</text>${detail}</g>`;
}

/** An arrow: a smooth line through dagre's points, titled with every transition it carries. */
function arrowSvg(arrow: PlacedArrow, id: string): string {
  const style = KIND_STYLE[arrow.kind];
  const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
  const hover = arrow.edges.map((edge) => `${edge.label}${edge.guard ? ` (only when ${edge.guard})` : ''}`).join('; ');
  return `<g class="edge" ${ends(arrow)}><title>${escapeHtml(hover)}</title><path d="${smoothPath(arrow.points)}" fill="none" stroke="${style.color}" stroke-width="1.6"${dash} marker-end="url(#${id}-${arrow.kind})"/></g>`;
}

/** An arrow's label on a white box where dagre put it; drawn over every line, so none hides it. */
function labelSvg(arrow: PlacedArrow): string {
  const { label } = arrow;
  const cx = label.x + label.width / 2;
  const spans = arrow.texts.map((text, index) => `<tspan x="${cx}" y="${label.y + 2 + LABEL_LINE * index + 11.5}">${escapeHtml(text)}</tspan>`).join('');
  return `<g class="label" ${ends(arrow)}><rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="3" fill="#ffffff" fill-opacity="0.92"/><text text-anchor="middle" font-size="12" fill="${KIND_STYLE[arrow.kind].color}" ${FONT}>${spans}</text></g>`;
}

function ends(arrow: PlacedArrow): string {
  return `data-kind="${arrow.kind}" data-from="${escapeHtml(arrow.from)}" data-to="${escapeHtml(arrow.to)}"`;
}

/** The legend below the picture, its items wrapping to the picture's width. */
function legend(top: number, width: number): { svg: string; bottom: number } {
  let x = 16;
  let y = top;
  const items = (Object.keys(KIND_STYLE) as EdgeKind[]).map((kind) => {
    const style = KIND_STYLE[kind];
    const itemWidth = 42 + labelWidth(style.words) + 24;
    if (x > 16 && x + itemWidth > width) {
      x = 16;
      y += 22;
    }
    const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
    const item = `<line x1="${x}" y1="${y + 12}" x2="${x + 36}" y2="${y + 12}" stroke="${style.color}" stroke-width="2"${dash}/><text x="${x + 42}" y="${y + 16}" font-size="12" fill="#1b1b1b" ${FONT}>${escapeHtml(style.words)}</text>`;
    x += itemWidth;
    return item;
  });
  return { svg: `<g class="legend" aria-hidden="true">${items.join('')}</g>`, bottom: y + 22 };
}
