import { useEffect } from 'react';
import type { BindingScope } from '../../engine/bindings/binding.js';
import { evaluateCondition } from '../../engine/rules/evaluate-condition.js';
import type { FrameDefinition } from '../../engine/screen/frame-definition.js';
import type { ScreenDefinition } from '../../engine/screen/screen-definition.js';
import { useMessages, type Translate } from '../messages/messages-context.js';
import { resolveParams } from '../screen/resolve-params.js';

/**
 * The page title of a screen in its frame: the screen's title with the product name
 * (`page.title`), wrapped by the first of the frame's `title` texts whose `when` holds
 * (acting for a user puts that user's name first), which gets the plain title as `{title}`.
 */
export function pageTitle(screen: ScreenDefinition, frame: FrameDefinition | undefined, scope: BindingScope, translate: Translate): string {
  const plain = translate('page.title', { title: translate(screen.title) });
  const wrapper = frame?.title?.find((text) => !text.when || evaluateCondition(text.when, { data: scope.form, switches: scope.switches as never, context: scope.context as never, scope }));
  return wrapper ? translate(wrapper.text, { ...resolveParams(wrapper.params, scope), title: plain }) : plain;
}

/** Keeps `document.title` on {@link pageTitle} while the screen is shown (the spec: "All routes carry a page title"). */
export function usePageTitle(screen: ScreenDefinition | undefined, frame: FrameDefinition | undefined, scope: BindingScope): void {
  const translate = useMessages();
  const title = screen ? pageTitle(screen, frame, scope, translate) : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
