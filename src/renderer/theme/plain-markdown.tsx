import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which rjsf imports for `ui:enableMarkdownInDescription`.
 * Our ui files never enable markdown (hints are catalogue texts), so descriptions render as
 * plain text and ~20 KB of parser stays out of the bundle.
 */
export function Markdown(props: { children?: ReactNode }) {
  return <>{props.children}</>;
}
