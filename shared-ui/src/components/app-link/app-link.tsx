import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalize } from '../../routing/localized';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
  /** Router state passed with internal links (for example a preselection). */
  state?: unknown;
  /** An internal link that loads the document from the server instead of rendering the route in the browser. */
  reloadDocument?: boolean;
}

const isExternal = (to: string) => /^(https?:|mailto:|tel:)/.test(to);

/**
 * The one link of the design system: the router's Link inside the site,
 * a plain anchor outside it. External web links open in a new tab safely.
 * Internal links are route paths (`/about`) and stay in the page's language
 * (`/fr/about` on a French page).
 */
export function AppLink({ to, children, state, reloadDocument, ...rest }: AppLinkProps) {
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
    <Link to={localize(to)} state={state} reloadDocument={reloadDocument} {...rest}>
      {children}
    </Link>
  );
}
