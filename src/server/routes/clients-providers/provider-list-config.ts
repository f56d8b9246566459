import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../rules/load-rule-files.js';

/** schemas/config/provider-list.json: paging of the provider list. */
export interface ProviderListConfig {
  defaultPageSize: number;
  /** What the ALL choice means (the spec's 99999). */
  allPageSize: number;
  pageSizeChoices: number[];
  pagesPerBand: number;
}

/** Reads schemas/config/provider-list.json (the repo's own by default). */
export function loadProviderListConfig(root = REPO_ROOT): ProviderListConfig {
  return JSON.parse(readFileSync(join(root, 'schemas/config/provider-list.json'), 'utf8')) as ProviderListConfig;
}
