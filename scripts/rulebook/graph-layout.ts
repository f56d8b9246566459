/** A box to place, by its size. */
export interface LayoutNode {
  id: string;
  width: number;
  height: number;
}

/** Where a box went: its top-left corner and its layer (row, from the top). */
export interface Placed extends LayoutNode {
  x: number;
  y: number;
  layer: number;
}

/** A laid-out picture: every box placed, and the size of it all. */
export interface Layout {
  nodes: Map<string, Placed>;
  width: number;
  height: number;
}

const GAP_X = 28;
const GAP_Y = 84;
const MARGIN = 16;

/**
 * A small layered layout (see README "Decisions": no layout library is installed yet):
 * rows by breadth-first distance from the first box (boxes nothing reaches start rows of
 * their own), each row ordered once by the mean position of the boxes leading into it
 * (fewer crossings), rows centred. Arrows are the drawing's to route.
 */
export function layeredLayout(nodes: readonly LayoutNode[], edges: readonly { from: string; to: string }[], first: readonly string[]): Layout {
  const layer = new Map<string, number>();
  const next = (id: string) => edges.filter((e) => e.from === id && e.to !== id).map((e) => e.to);
  const roots = [...first, ...nodes.map((n) => n.id)];
  for (const root of roots) {
    if (layer.has(root)) continue;
    layer.set(root, 0);
    const queue = [root];
    while (queue.length) {
      const id = queue.shift() as string;
      for (const to of next(id)) {
        if (layer.has(to)) continue;
        layer.set(to, (layer.get(id) as number) + 1);
        queue.push(to);
      }
    }
  }
  const rows: LayoutNode[][] = [];
  for (const node of nodes) (rows[layer.get(node.id) as number] ??= []).push(node);
  const order = new Map<string, number>();
  rows.forEach((row) => row.forEach((node, index) => order.set(node.id, index)));
  for (const row of rows.slice(1)) {
    const weight = (id: string) => {
      const from = edges.filter((e) => e.to === id && (layer.get(e.from) as number) < (layer.get(id) as number)).map((e) => order.get(e.from) as number);
      return from.length ? from.reduce((a, b) => a + b, 0) / from.length : (order.get(id) as number);
    };
    row.sort((a, b) => weight(a.id) - weight(b.id));
    row.forEach((node, index) => order.set(node.id, index));
  }
  const rowWidth = (row: LayoutNode[]) => row.reduce((sum, n) => sum + n.width, 0) + GAP_X * (row.length - 1);
  const width = Math.max(...rows.map(rowWidth)) + 2 * MARGIN;
  const placed = new Map<string, Placed>();
  let y = MARGIN;
  rows.forEach((row, index) => {
    let x = (width - rowWidth(row)) / 2;
    const height = Math.max(...row.map((n) => n.height));
    for (const node of row) {
      placed.set(node.id, { ...node, x, y: y + (height - node.height) / 2, layer: index });
      x += node.width + GAP_X;
    }
    y += height + GAP_Y;
  });
  return { nodes: placed, width, height: y - GAP_Y + MARGIN };
}
