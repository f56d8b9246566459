import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** Whether an address is one of the portal's own pages (a path on this origin), not another site or a mailto/tel link. */
function isOwnAddress(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link: the router's `<Link>` for the portal's own pages (a move within the app, blocked
 * like any other while a form holds unsaved work), a plain anchor for anything else. Drawn
 * outside a router (the screen gallery's still pictures) it is a plain anchor too.
 */
export function PortalLink(props: { href: string; className?: string; rel?: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  if (inRouter && isOwnAddress(props.href)) {
    return (
      <Link to={props.href} className={props.className} rel={props.rel}>
        {props.children}
      </Link>
    );
  }
  return (
    <a href={props.href} className={props.className} rel={props.rel}>
      {props.children}
    </a>
  );
}
