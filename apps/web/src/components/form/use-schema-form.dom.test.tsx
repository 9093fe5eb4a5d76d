import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { FormShell } from './form-shell';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  city: z.string().min(1, 'Enter your city'),
  code: z.string(),
  agree: z.literal(true, 'Agree to go on'),
});
type Values = z.input<typeof schema>;

const fields = [
  { name: 'city', id: 'test-city', label: 'City' },
  { name: 'code', id: 'test-code', label: 'Code' },
  { name: 'agree', id: 'test-agree', label: 'Agreement' },
] as const;
const [city, code, agree] = fields;

function TestForm({ onSend, onCodeBlur }: { onSend: (values: Values) => void; onCodeBlur: (value: string) => void }) {
  const { form, shell, fieldProps } = useSchemaForm<Values, Values>({
    schema,
    defaultValues: { city: '', code: '' },
    fields,
  });
  const codeField = fieldProps(code, {
    onBlur: (event: { target: { value: string } }) => onCodeBlur(event.target.value),
  });
  return (
    <FormShell onSubmit={form.handleSubmit(onSend)} aria-label="Test form" {...shell}>
      <TextField {...fieldProps(city)} autoComplete="address-level2" />
      <TextField {...codeField} label="Code (optional)" />
      <CheckboxField {...fieldProps(agree)} label="I agree" />
      <SubmitButton busy={false} busyLabel="Sending…">
        Send
      </SubmitButton>
    </FormShell>
  );
}

function renderForm() {
  const onSend = vi.fn<(values: Values) => void>();
  const onCodeBlur = vi.fn<(value: string) => void>();
  const user = userEvent.setup();
  render(<TestForm onSend={onSend} onCodeBlur={onCodeBlur} />);
  return { onSend, onCodeBlur, user };
}

describe('useSchemaForm fieldProps', () => {
  it('ties a refused field to its own error, as the summary names it, and sends nothing', async () => {
    const { onSend, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const cityField = screen.getByRole('textbox', { name: 'City' });
    // The schema resolver checks in a promise, which can settle after the click's own update.
    await waitFor(() => expect(cityField).toBeInvalid());
    expect(cityField).toHaveAccessibleDescription('Error: Enter your city');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Error: Agree to go on');
    expect(screen.getByRole('link', { name: 'City: Enter your city' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code (optional)' })).toBeValid();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the id and register() wiring, with the caller’s own handlers and props after it', async () => {
    const { onSend, onCodeBlur, user } = renderForm();
    const codeField = screen.getByRole('textbox', { name: 'Code (optional)' });
    expect(codeField).toHaveAttribute('id', 'test-code');
    expect(codeField).toHaveAttribute('name', 'code');
    await user.type(codeField, 'ABC123');
    await user.tab();
    expect(onCodeBlur).toHaveBeenCalledWith('ABC123');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ city: 'Austin', code: 'ABC123', agree: true }, expect.anything());
    expect(screen.getByRole('textbox', { name: 'City' })).toBeValid();
  });
});
