import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from 'shared-ui';
import { scrollToSection } from '../../lib/scroll-to-section';

export interface ScrollButtonProps {
  /** id of the section to bring into view and focus. */
  target: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A button that takes the visitor to a section further down the same page. */
export function ScrollButton({ target, variant = 'outlineLight', children }: ScrollButtonProps) {
  return (
    <Button variant={variant} onClick={() => scrollToSection(target)}>
      {children}
    </Button>
  );
}
