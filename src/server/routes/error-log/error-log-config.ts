import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../rules/load-rule-files.js';
import type { RateLimitRule } from '../../security/account-rules.js';
import { isIgnoredError as isIgnoredErrorMessage } from '../../../engine/error-log/ignored-error.js';

/** schemas/config/error-log.json: the switch, the ignore lists, paging and the report limit. */
export interface ErrorLogConfig {
  errorLogEnabled: boolean;
  /** The spec's default ignore list: case-insensitive substrings of the error message. */
  ignoredPatterns: string[];
  /** A deployment's own additions to the list. */
  extraIgnoredPatterns: string[];
  /** Records per page of the admin list when the query names none (the spec's 25). */
  pageSize: number;
  /** Largest page the admin list answers. */
  maxPageSize: number;
  /** Reports one client address may send per window (the call needs no session). */
  rateLimit: RateLimitRule;
}

/** Reads schemas/config/error-log.json. */
export function loadErrorLogConfig(root = REPO_ROOT): ErrorLogConfig {
  return JSON.parse(readFileSync(join(root, 'schemas/config/error-log.json'), 'utf8')) as ErrorLogConfig;
}

/** True when a reported message matches an ignored pattern of the configuration (see {@link isIgnoredErrorMessage}). */
export function isIgnoredError(message: string, config: Pick<ErrorLogConfig, 'ignoredPatterns' | 'extraIgnoredPatterns'>): boolean {
  return isIgnoredErrorMessage(message, [...config.ignoredPatterns, ...config.extraIgnoredPatterns]);
}
