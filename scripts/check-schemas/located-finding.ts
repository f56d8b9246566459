import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from './finding.js';
import { pointerPosition, type SourcePosition } from './source-position.js';

/** A finding with the line and column its pointer is written at, for reports editors and CI read. */
export interface LocatedFinding extends Finding, SourcePosition {}

/**
 * Adds to each finding the line and column of its pointer in its file under `root`. Each
 * file is read once; a file that cannot be read (a missing meta-schema) is marked at 1:1.
 */
export function locateFindings(root: string, findings: readonly Finding[]): LocatedFinding[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string): string | undefined => {
    if (!texts.has(file)) texts.set(file, readText(join(root, file)));
    return texts.get(file);
  };
  return findings.map((finding) => {
    const text = textOf(finding.file);
    return { ...finding, ...(text === undefined ? { line: 1, column: 1 } : pointerPosition(text, finding.pointer)) };
  });
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
