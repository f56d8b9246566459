/** What a rule file is, decided by its folder (never by its `$schema`, which may be wrong). */
export type FileKind = 'def' | 'model' | 'answer' | 'ui' | 'messages' | 'config' | 'meta' | 'flow' | 'screen' | 'modal' | 'frame' | 'calls' | 'unknown';

const KIND_BY_FOLDER: ReadonlyArray<readonly [RegExp, FileKind]> = [
  [/^schemas\/defs\/[^/]+\.json$/, 'def'],
  [/^schemas\/models\/[^/]+\.json$/, 'model'],
  [/^schemas\/answers\/[^/]+\.json$/, 'answer'],
  [/^schemas\/ui\/[^/]+\.json$/, 'ui'],
  [/^schemas\/messages\/(flows\/)?[^/]+\.json$/, 'messages'],
  [/^schemas\/config\/[^/]+\.json$/, 'config'],
  [/^schemas\/meta\/[^/]+\.json$/, 'meta'],
  [/^flows\/screens\/[^/]+\.json$/, 'screen'],
  [/^flows\/modals\/[^/]+\.json$/, 'modal'],
  [/^flows\/frames\/[^/]+\.json$/, 'frame'],
  [/^flows\/calls\/[^/]+\.json$/, 'calls'],
  [/^flows\/[^/]+\.json$/, 'flow'],
];

/** The kind of a repo-relative path such as "schemas/defs/password.json". */
export function fileKind(file: string): FileKind {
  return KIND_BY_FOLDER.find(([pattern]) => pattern.test(file))?.[1] ?? 'unknown';
}

/** The file name without folder and .json: "schemas/ui/registration.json" -> "registration". */
export function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}
