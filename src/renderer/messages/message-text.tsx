import { Fragment, useMemo } from 'react';
import { textRuns } from '../../engine/messages/text-runs.js';

/**
 * A shown text (a catalogue text with its slots filled, or a server's message) with its phone
 * numbers kept on one line and its e-mail addresses breaking only before their @ and dots, so
 * a narrow screen never shows "1-800-" on one line and "252-2021" on the next. With
 * `breakAfterSlash` (headings), two words joined by a slash may break after it, not mid-word.
 */
export function MessageText(props: { text: string; breakAfterSlash?: boolean }) {
  const runs = useMemo(() => textRuns(props.text, { breakAfterSlash: props.breakAfterSlash }), [props.text, props.breakAfterSlash]);
  return runs.map((run, index) => {
    if (run.kind === 'plain') return <Fragment key={index}>{run.text}</Fragment>;
    if (run.kind === 'break') return <wbr key={index} />;
    if (run.kind === 'unbroken') return <span className="portal-unbroken" key={index}>{run.text}</span>;
    return (
      <Fragment key={index}>
        {run.pieces.map((piece, at) => (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            <span className="portal-unbroken">{piece}</span>
          </Fragment>
        ))}
      </Fragment>
    );
  });
}
