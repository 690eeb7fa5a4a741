import type { ReactNode } from 'react';
import styles from './enquiry-form.module.scss';

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  /** A live counter or hint shown under the control. */
  hint?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error of one field, wired together for assistive technology. */
export function FormField({ name, label, required, error, hint, wide, children }: FormFieldProps) {
  const id = `enquiry-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, wide ? styles.wide : ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        ...(required ? { 'aria-required': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
