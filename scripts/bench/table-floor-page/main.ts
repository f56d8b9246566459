import { benchRows } from './rows.js';

declare global {
  interface Window {
    bench: { answeredAt?: number };
  }
}
const ROW_HEIGHT = 44;
const OVERSCAN = 12;
const rows = benchRows();
const scroll = document.getElementById('scroll') as HTMLElement;
const body = document.getElementById('body') as HTMLElement;

function draw(): void {
  const first = Math.max(0, Math.floor(scroll.scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scroll.scrollTop + scroll.clientHeight) / ROW_HEIGHT) + OVERSCAN);
  const cells = (row: (typeof rows)[number], index: number) =>
    `<tr aria-rowindex="${index + 2}"><td>${row.key_value}</td><td>${row.key_column_name}</td><td>${row.healthplan_name}</td></tr>`;
  body.innerHTML =
    `<tr aria-hidden="true"><td colspan="3" style="height:${first * ROW_HEIGHT}px;padding:0"></td></tr>` +
    rows.slice(first, last).map((row, offset) => cells(row, first + offset)).join('') +
    `<tr aria-hidden="true"><td colspan="3" style="height:${(rows.length - last) * ROW_HEIGHT}px;padding:0"></td></tr>`;
}
window.bench = { answeredAt: performance.now() };
draw();
scroll.addEventListener('scroll', draw, { passive: true });
