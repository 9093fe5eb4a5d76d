import type { ReactNode } from 'react';
import './form.css';

export interface FormAlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A message about the whole form (the server's answer), announced when it appears. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone}`}>
      {children}
    </div>
  );
}
