import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
  /** Router state passed with internal links (for example a preselection). */
  state?: unknown;
}

const isExternal = (to: string) => /^(https?:|mailto:|tel:)/.test(to);

/**
 * The one link of the design system: the router's Link inside the site,
 * a plain anchor outside it. External web links open in a new tab safely.
 */
export function AppLink({ to, children, state, ...rest }: AppLinkProps) {
  if (isExternal(to)) {
    const newTab = to.startsWith('http');
    return (
      <a
        href={to}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} state={state} {...rest}>
      {children}
    </Link>
  );
}
