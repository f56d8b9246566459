import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The folders that hold the rule files: what `--against` takes from the ref. */
const RULE_FOLDERS = ['schemas', 'flows'] as const;

/**
 * A temporary copy of the working tree at `root` whose rule files (schemas/, flows/) are
 * those of git ref `ref`, sharing the tree's node_modules. Its generated files are still the
 * tree's: `npm run screens` run in the copy regenerates them first, as it does anywhere. Everything else is the working tree's own
 * (tracked and untracked files git does not ignore), so the two sides differ in their
 * rules only: the ref's rules drawn by today's code. The caller removes the copy.
 */
export function ruleCopyAt(root: string, ref: string): string {
  execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, stdio: 'ignore' });
  const copy = mkdtempSync(join(tmpdir(), 'screens-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  for (const file of new Set(listed.split('\0'))) {
    if (!file || RULE_FOLDERS.some((folder) => file.startsWith(`${folder}/`))) continue;
    const from = join(root, file);
    // A file deleted in the working tree is still listed as tracked; a submodule is a folder.
    if (!existsSync(from) || !statSync(from).isFile()) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(from, join(copy, file));
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref, '--', ...RULE_FOLDERS], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', copy], { input: archive });
  return copy;
}
