// @vitest-environment node
// (Runs git in a temp repository with Node's child_process, not jsdom's APIs.)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diffRuleTrees } from '../../../scripts/diff-rules/diff-rule-trees.js';
import { formatReport } from '../../../scripts/diff-rules/format-report.js';
import { readSnapshotAtRef } from '../../../scripts/diff-rules/git-rule-files.js';
import { readSnapshot } from '../../../scripts/diff-rules/rule-snapshot.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const repos: string[] = [];
afterEach(() => {
  for (const root of repos.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A git repository whose one commit holds the "before" rule files. */
function repoWithBeforeCommitted(): { root: string; git: (...args: string[]) => string } {
  const root = mkdtempSync(join(tmpdir(), 'diff-rules-git-'));
  repos.push(root);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: root }).toString();
  git('init', '--quiet');
  cpSync(join(FIXTURES, 'before'), root, { recursive: true });
  git('add', 'schemas', 'flows');
  git('commit', '--quiet', '-m', 'before');
  return { root, git };
}

describe('readSnapshotAtRef', () => {
  it('reads the rule files of a commit without touching the working tree, so the diff against it is the fixture diff', () => {
    const { root, git } = repoWithBeforeCommitted();
    rmSync(join(root, 'schemas'), { recursive: true });
    rmSync(join(root, 'flows'), { recursive: true });
    cpSync(join(FIXTURES, 'after'), root, { recursive: true });
    const status = git('status', '--porcelain');

    const fromGit = diffRuleTrees(readSnapshotAtRef(root, 'HEAD'), readSnapshot(root));
    const fromFolders = diffRuleTrees(readSnapshot(join(FIXTURES, 'before')), readSnapshot(join(FIXTURES, 'after')));
    expect(fromGit).toEqual(fromFolders);
    expect(fromGit.map((c) => c.text)).toContain('Registration: new step terms (screen terms at /terms) after form (on next)');
    expect(git('status', '--porcelain')).toBe(status);
  });

  it('says "No rule changes" for a clean working tree against HEAD', () => {
    const { root } = repoWithBeforeCommitted();
    expect(formatReport(diffRuleTrees(readSnapshotAtRef(root, 'HEAD'), readSnapshot(root)), 'HEAD')).toBe('No rule changes against HEAD.');
  });

  it('fails on a ref that does not exist rather than reporting everything as new', () => {
    const { root } = repoWithBeforeCommitted();
    expect(() => readSnapshotAtRef(root, 'no-such-ref')).toThrow('no-such-ref names no commit of this repository');
  });
});
