import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './error-summary';
import { PasswordField } from './password-field';
import { RadioGroupField } from './radio-group-field';
import { SsnField } from './ssn-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint, then its error', () => {
    render(<TextField id="city" label="City" hint="Where you live now." error="Enter your city" />);
    const field = screen.getByRole('textbox', { name: 'City' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Where you live now. Error: Enter your city');
  });

  it('is neither invalid nor described by an error it does not have', () => {
    render(<TextField id="city" label="City" />);
    const field = screen.getByRole('textbox', { name: 'City' });
    expect(field).toBeValid();
    expect(field).not.toHaveAttribute('aria-describedby');
  });
});

describe('ErrorSummary', () => {
  it('takes focus when it appears, and each line takes the person to its field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary entries={[{ fieldId: 'email', text: 'E-mail address: Enter your e-mail address' }]} />
        <TextField id="email" label="E-mail address" error="Enter your e-mail address" />
      </>,
    );
    const summary = screen.getByRole('heading', { name: 'Please check the highlighted fields' }).parentElement;
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'E-mail address: Enter your e-mail address' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  });
});

describe('the Show/Hide switch of hidden fields', () => {
  it('shows and hides a password, saying which it will do', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="password" label="Password" defaultValue="correct horse" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('shows and hides a Social Security number as a pressed switch, formatting the digits as typed', async () => {
    const user = userEvent.setup();
    render(<SsnField id="ssn" label="Social Security number" />);
    const field = screen.getByLabelText('Social Security number');
    const toggle = screen.getByRole('button', { name: 'Show Social Security number' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(field, '123456789');
    expect(field).toHaveValue('123-45-6789');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Social Security number' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('RadioGroupField', () => {
  it('is a group named by its question, whose error is read once, as the group is entered', () => {
    render(
      <RadioGroupField
        id="housing"
        name="housing"
        label="Do you rent or own?"
        error="Choose one"
        options={[
          { value: 'rent', label: 'Rent' },
          { value: 'own', label: 'Own' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Do you rent or own?' });
    expect(group).toHaveAccessibleDescription('Error: Choose one');
    expect(screen.getByRole('radio', { name: 'Rent' })).toHaveAttribute('id', 'housing');
    expect(screen.getByRole('radio', { name: 'Own' })).not.toHaveAccessibleDescription();
  });
});

describe('SubmitButton', () => {
  it('stays focusable while sending, says so, and sends nothing more', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy busyLabel="Sending…">
          Send
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled in prerendered HTML, so the browser cannot send the form, and usable once hydrated', async () => {
    const form = (
      <form method="post">
        <SubmitButton busy={false} busyLabel="Sending…">
          Send
        </SubmitButton>
      </form>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    expect(container.querySelector('button')).toBeDisabled();

    render(form, { container, hydrate: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('is usable at once when rendered in the browser', () => {
    render(
      <SubmitButton busy={false} busyLabel="Sending…">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('is truly disabled as a placeholder of the form', () => {
    render(
      <SubmitButton busy={false} busyLabel="Sending…" unavailable>
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
