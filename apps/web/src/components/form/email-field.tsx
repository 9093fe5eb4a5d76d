import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck'>;

/**
 * An e-mail address: the phone's e-mail keyboard, no spelling marks under a
 * correct address, and the browser's saved address offered unless the caller
 * says otherwise (someone else's address is not the person's own).
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField autoComplete="email" {...props} type="email" inputMode="email" spellCheck={false} />;
}
