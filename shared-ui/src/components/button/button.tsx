import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.scss';
import { AppLink, type AppLinkProps } from '../app-link/app-link';

type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

const classNames = ({ variant = 'primary', size = 'medium' }: StyleProps, extra?: string) =>
  [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? ''].filter(Boolean).join(' ');

export interface ButtonProps extends StyleProps, ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classNames({ variant, size }, className)} {...rest} />;
}

export interface ButtonLinkProps extends StyleProps, AppLinkProps {}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <AppLink className={classNames({ variant, size }, className)} {...rest} />;
}

export interface ButtonAnchorProps extends StyleProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A place on the same page: `#` and the id of its target. */
  href: `#${string}`;
  children: ReactNode;
}

/**
 * A plain anchor that looks like a button, to a place further down the same
 * page. The browser follows it on its own, before any script has loaded or
 * without one, and a bare fragment holds in every language's URL.
 */
export function ButtonAnchor({ variant, size, className, children, ...rest }: ButtonAnchorProps) {
  return (
    <a className={classNames({ variant, size }, className)} {...rest}>
      {children}
    </a>
  );
}
