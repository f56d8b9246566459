import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RULE_FOLDERS } from '../check-schemas/rule-set.js';
import { readSnapshot, type RuleSnapshot } from './rule-snapshot.js';

/**
 * The rule files as they are at a git ref, read with `git ls-tree` and `git cat-file`
 * (never a checkout, so the working tree and index stay as they are). They are written to
 * a temp folder only so that check:schemas' own reader parses them, the same way as the
 * working tree's.
 */
export function readSnapshotAtRef(repoRoot: string, ref: string): RuleSnapshot {
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: repoRoot, input, maxBuffer: 256 * 1024 * 1024 });
  const commit = commitOf(git, ref);
  const listing = git(['ls-tree', '-r', '-z', '--name-only', commit, '--', ...RULE_FOLDERS]).toString();
  const paths = listing.split('\0').filter((path) => path.endsWith('.json'));
  const contents = readBlobs(git, commit, paths);
  const temp = mkdtempSync(join(tmpdir(), 'diff-rules-'));
  try {
    paths.forEach((path, index) => {
      mkdirSync(dirname(join(temp, path)), { recursive: true });
      writeFileSync(join(temp, path), contents[index] as Buffer);
    });
    return readSnapshot(temp);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The commit a ref names; an unknown ref is an error, never an empty tree that makes every file new. */
function commitOf(git: (args: string[]) => Buffer, ref: string): string {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).toString().trim();
  } catch {
    throw new Error(`${ref} names no commit of this repository (try HEAD, HEAD~1 or a branch name)`);
  }
}

/** Every blob in one `git cat-file --batch` run (a process per file would take seconds). */
function readBlobs(git: (args: string[], input?: string) => Buffer, commit: string, paths: readonly string[]): Buffer[] {
  if (paths.length === 0) return [];
  const out = git(['cat-file', '--batch'], paths.map((path) => `${commit}:${path}\n`).join(''));
  const blobs: Buffer[] = [];
  let at = 0;
  for (const path of paths) {
    const headerEnd = out.indexOf(0x0a, at);
    const header = out.subarray(at, headerEnd).toString();
    const size = Number(header.split(' ')[2]);
    if (!Number.isInteger(size)) throw new Error(`git cat-file could not read ${path} at ${commit}: ${header}`);
    blobs.push(out.subarray(headerEnd + 1, headerEnd + 1 + size));
    at = headerEnd + 1 + size + 1;
  }
  return blobs;
}
