import { benchRows } from '../table-floor-page/rows.js';

const ROW_HEIGHT = 44;
const ITEM_HEIGHT = 32;
const OVERSCAN = 12;
const rows = benchRows();
const selected = new Set<number>();
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const scroll = byId('scroll');
const body = byId('body');
const all = document.querySelector('thead input') as HTMLInputElement;
const dialog = document.querySelector('dialog') as HTMLDialogElement;
const listScroll = byId('list-scroll');
const list = byId('list');
let chosen: number[] = [];

/** The rows in view of a fixed-height scroll box, with spacers for the rest. */
function inView(box: HTMLElement, count: number, height: number): [number, number] {
  const first = Math.max(0, Math.floor(box.scrollTop / height) - OVERSCAN);
  return [first, Math.min(count, Math.ceil((box.scrollTop + (box.clientHeight || 600)) / height) + OVERSCAN)];
}

function drawRows(): void {
  const [first, last] = inView(scroll, rows.length, ROW_HEIGHT);
  let html = `<tr aria-hidden="true"><td colspan="4" style="height:${first * ROW_HEIGHT}px;padding:0"></td></tr>`;
  for (let index = first; index < last; index += 1) {
    const row = rows[index]!;
    html += `<tr aria-rowindex="${index + 2}"><td><input type="checkbox" data-index="${index}"${selected.has(index) ? ' checked' : ''}></td><td>${row.key_value}</td><td>${row.key_column_name}</td><td>${row.healthplan_name}</td></tr>`;
  }
  body.innerHTML = html + `<tr aria-hidden="true"><td colspan="4" style="height:${(rows.length - last) * ROW_HEIGHT}px;padding:0"></td></tr>`;
}

function drawList(): void {
  const [first, last] = inView(listScroll, chosen.length, ITEM_HEIGHT);
  let html = `<li aria-hidden="true" style="height:${first * ITEM_HEIGHT}px"></li>`;
  for (let index = first; index < last; index += 1) {
    const row = rows[chosen[index]!]!;
    html += `<li>${row.key_value}: ${row.healthplan_name}</li>`;
  }
  list.innerHTML = html + `<li aria-hidden="true" style="height:${(chosen.length - last) * ITEM_HEIGHT}px"></li>`;
}

all.addEventListener('change', () => {
  if (all.checked) for (let index = 0; index < rows.length; index += 1) selected.add(index);
  else selected.clear();
  drawRows();
});
document.querySelector('[data-event^="@open"]')?.addEventListener('click', () => {
  chosen = [...selected];
  const plans = new Set(chosen.map((index) => rows[index]!.healthplan_name));
  byId('summary').textContent = `${chosen.length.toLocaleString('en-US')} identifiers on ${plans.size} plans: ${[...plans].join(', ')}`;
  dialog.showModal();
  drawList();
});
document.querySelector('[data-event="@close"]')?.addEventListener('click', () => {
  dialog.close();
  list.innerHTML = '';
});
scroll.addEventListener('scroll', drawRows, { passive: true });
listScroll.addEventListener('scroll', drawList, { passive: true });
drawRows();
