import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { GENERATED_FOLDERS, type GeneratedFile } from './generated-file.js';

/** How the files on disk differ from what the generator would write. Paths are repo-relative. */
export interface SyncReport {
  stale: string[];
  missing: string[];
  extra: string[];
}

/** Every file below the generated folders, repo-relative and sorted. */
function filesOnDisk(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const folder of GENERATED_FOLDERS) if (existsSync(join(root, folder))) walk(join(root, folder));
  return out.sort();
}

/** Compares generated files with the disk without touching it (`npm run check:gen`). */
export function compareWithDisk(files: readonly GeneratedFile[], root: string): SyncReport {
  const wanted = new Set(files.map((file) => file.path));
  const report: SyncReport = { stale: [], missing: [], extra: [] };
  for (const file of files) {
    const absolute = join(root, file.path);
    if (!existsSync(absolute)) report.missing.push(file.path);
    else if (readFileSync(absolute, 'utf8') !== file.content) report.stale.push(file.path);
  }
  report.extra = filesOnDisk(root).filter((path) => !wanted.has(path));
  return report;
}

/**
 * Brings the disk in line: writes what is stale or missing, deletes what is extra (and
 * folders left empty). Unchanged files are not rewritten, so their times stay as they were
 * and watchers see only real changes.
 */
export function writeToDisk(files: readonly GeneratedFile[], root: string): SyncReport {
  const report = compareWithDisk(files, root);
  const changed = new Set([...report.stale, ...report.missing]);
  for (const file of files) {
    if (!changed.has(file.path)) continue;
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.content);
  }
  for (const path of report.extra) {
    unlinkSync(join(root, path));
    removeEmptyParents(dirname(join(root, path)), root);
  }
  return report;
}

function removeEmptyParents(dir: string, root: string): void {
  const stops = new Set(GENERATED_FOLDERS.map((folder) => join(root, folder)));
  while (!stops.has(dir) && dir.startsWith(root) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}
