import type { ReactNode, Ref } from 'react';
import type { Notice } from '../../engine/flow/flow-context.js';
import type { ScreenDefinition } from '../../engine/screen/screen-definition.js';
import { usePortalSettings } from '../portal-settings.js';
import { NoticeList } from './notice-list.js';
import { ScreenContent } from './screen-content.js';

/**
 * A screen as the main landmark holds it: the flow's notices above its content. Shared by
 * the flow router and the page's first paint written into the HTML at build time
 * (portal/first-paint-pages.tsx), so the two draw the same elements in the same places.
 */
export function ScreenPage(props: {
  screen: ScreenDefinition;
  /** Whether the step's loads have answered (screen-content.tsx). */
  loaded: boolean;
  busy: boolean;
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
  ref?: Ref<HTMLDivElement>;
}): ReactNode {
  const { formBehaviour } = usePortalSettings();
  return (
    <div data-screen={props.screen.id} ref={props.ref} aria-busy={props.busy || undefined}>
      <NoticeList notices={props.notices} hideMs={formBehaviour.toastHideMs} onDismiss={props.onDismiss} />
      <ScreenContent nodes={props.screen.content} loaded={props.loaded} />
    </div>
  );
}
