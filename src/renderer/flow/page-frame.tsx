import type { ReactNode } from 'react';
import type { FrameDefinition } from '../../engine/screen/frame-definition.js';
import { useMessages } from '../messages/messages-context.js';
import { ScreenNodes } from '../screen/screen-nodes.js';
import { PortalLink } from './portal-link.js';

/**
 * The page around a step's screen, drawn from its frame (flows/frames/): skip link, header
 * with the logo, the product name and the frame's navigation, the banner, the main content
 * and the footer. The landmarks are fixed here; what is in them is the frame's.
 */
export function PageFrame(props: { frame: FrameDefinition; homeHref: string; logoUrl?: string; children: ReactNode }) {
  const translate = useMessages();
  const { frame } = props;
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {translate('layout.skipToContent')}
      </a>
      <header className="usa-header usa-header--basic portal-header" data-frame={frame.id}>
        <div className="usa-nav-container">
          <div className="portal-header__bar">
            <div className="usa-logo portal-logo">
              <PortalLink href={props.homeHref} className="portal-logo__link">
                {/* Decorative: the product name beside it is the link's text. Sized, so nothing moves when it arrives. */}
                {props.logoUrl && <img src={props.logoUrl} alt="" width={32} height={32} />}
                <em className="usa-logo__text">{translate('product.name')}</em>
              </PortalLink>
              <p className="portal-header__tagline">{translate('layout.tagline')}</p>
            </div>
            {frame.header && frame.header.length > 0 && <ScreenNodes nodes={frame.header} />}
          </div>
        </div>
      </header>
      {frame.banner && frame.banner.length > 0 && (
        <div className="portal-banner">
          <div className="grid-container">
            <ScreenNodes nodes={frame.banner} />
          </div>
        </div>
      )}
      <main id="main-content" className="grid-container portal-main" tabIndex={-1}>
        {props.children}
      </main>
      <footer className="usa-footer usa-footer--slim portal-footer">
        <div className="grid-container">{frame.footer && <ScreenNodes nodes={frame.footer} />}</div>
      </footer>
    </>
  );
}
