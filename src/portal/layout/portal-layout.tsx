import type { ReactNode } from 'react';
import { useMessages } from '../../renderer/messages/messages-context.js';

/** A link of the layout: catalogue id of its text and where it goes. */
export interface LayoutLink {
  text: string;
  href: string;
}

/** The page frame: skip link, header with the product name, main content, footer. */
export function PortalLayout(props: { homeHref: string; footerLinks: readonly LayoutLink[]; children: ReactNode }) {
  const translate = useMessages();
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {translate('layout.skipToContent')}
      </a>
      <header className="usa-header usa-header--basic portal-header">
        <div className="usa-nav-container">
          <div className="usa-navbar">
            <div className="usa-logo">
              <em className="usa-logo__text">
                <a href={props.homeHref} title={translate('layout.home')}>
                  {translate('product.name')}
                </a>
              </em>
            </div>
          </div>
          <p className="portal-header__tagline">{translate('layout.tagline')}</p>
        </div>
      </header>
      <main id="main-content" className="grid-container portal-main" tabIndex={-1}>
        {props.children}
      </main>
      <footer className="usa-footer usa-footer--slim portal-footer">
        <div className="grid-container">
          <nav aria-label={translate('layout.footerNavigation')}>
            <ul className="portal-footer__links">
              {props.footerLinks.map((link) => (
                <li key={link.href}>
                  <a className="usa-footer__primary-link" href={link.href}>
                    {translate(link.text)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{translate('footer.customerService')}</p>
          <p>{translate('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </>
  );
}
