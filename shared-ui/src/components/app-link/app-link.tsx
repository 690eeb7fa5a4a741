import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalize } from '../../routing/localized';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
  /**
   * An internal link that loads the document from the server instead of
   * rendering the route in the browser. Its HTML says so (`data-reload`), for
   * the shell, which follows links in content not yet hydrated in the app.
   */
  reloadDocument?: boolean;
}

/** Marks a link that asks for a reload of the document. */
export const reloadAttribute = 'data-reload';

const isExternal = (to: string) => /^(https?:|mailto:|tel:)/.test(to);

/**
 * The one link of the design system: the router's Link inside the site,
 * a plain anchor outside it. External web links open in a new tab safely.
 * Internal links are route paths (`/about`) and stay in the page's language
 * (`/fr/about` on a French page).
 */
export function AppLink({ to, children, reloadDocument, ...rest }: AppLinkProps) {
  const localize = useLocalize();
  if (isExternal(to)) {
    const newTab = to.startsWith('http');
    return (
      <a href={to} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={localize(to)}
      reloadDocument={reloadDocument}
      {...(reloadDocument ? { [reloadAttribute]: '' } : {})}
      {...rest}
    >
      {children}
    </Link>
  );
}
