import { useState } from 'react';
import { reviewEntries } from '../../../engine/review/review-entries.js';
import { deriveContext } from '../../../engine/rules/derive-context.js';
import { useMessages } from '../../messages/messages-context.js';
import { usePortalSettings } from '../../portal-settings.js';
import { useScreenRuntime } from '../screen-runtime.js';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import type { NodeProps } from '../node-type.js';
import { MessageText } from '../../messages/message-text.js';

/**
 * A read-only review of a model's held data, in the ui file's sections, with masked values
 * (password, answers) behind a per-entry "Show" checkbox.
 */
function ReviewList(props: { model: string; ui: string }) {
  const runtime = useScreenRuntime();
  const translate = useMessages();
  const settings = usePortalSettings();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const { schema, ui } = runtime.resources(props.model, props.ui);
  const data = runtime.heldData(props.model) ?? {};
  const switches = runtime.scope.switches as Record<string, unknown> | undefined;
  // The ui file's bindings read the held data as `$this`, as in the form it reviews.
  const scope = { ...runtime.scope, this: data };
  const rules = { ...settings.ruleContext, switches, context: { ...settings.ruleContext.context, ...deriveContext(settings.contextDerivations, data, scope) } };
  const sections = reviewEntries({ schema, ui, data, revealed, rules, caption: translate, scope });
  const toggle = (pointer: string, shown: boolean) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (shown) next.add(pointer);
      else next.delete(pointer);
      return next;
    });
  return (
    <div className="portal-review-sections">
      {sections.map((section, index) => (
        <section className="portal-review" key={section.title ?? index}>
          {section.title && (
            <h2 className="portal-section__title">
              <span className="portal-section__number">{index + 1}</span> {translate(section.title)}
            </h2>
          )}
          <dl className="portal-review__list">
            {section.entries.map((entry) => (
              <div className="portal-review__entry" key={entry.pointer} data-field={entry.pointer}>
                <dt>{entry.caption}</dt>
                <dd>
                  {entry.empty ? <span className="text-base">{translate('review.empty')}</span> : typeof entry.display === 'string' ? <MessageText text={entry.display} /> : entry.display}
                  {entry.masked && <span className="usa-sr-only"> ({translate('review.masked')})</span>}
                  {entry.maskable && !entry.empty && (
                    <span className="usa-checkbox portal-show-secret">
                      <input
                        className="usa-checkbox__input"
                        type="checkbox"
                        id={`reveal-${entry.pointer}`}
                        checked={revealed.has(entry.pointer)}
                        onChange={(event) => toggle(entry.pointer, event.target.checked)}
                      />
                      <label className="usa-checkbox__label" htmlFor={`reveal-${entry.pointer}`}>
                        {translate('review.show', { caption: entry.caption })}
                      </label>
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The review node's view, loaded when a screen with a review is reached (nodes/review-node.tsx). */
export default function ReviewView({ node }: NodeProps<ScreenNode & { model: string; ui: string }>) {
  return <ReviewList model={node.model} ui={node.ui} />;
}
