/**
 * What a prerendered control shows, read once its page's code has taken over (decision 051).
 *
 * A visitor can type or choose before hydration. React then keeps what is on screen, but the
 * component's state still holds the prerendered value: the page would compute from one thing and
 * show another, and the next render would put the old value back. A component with controlled
 * inputs reads them once, in an effect after hydration, and takes what differs into its state.
 *
 * By the controls' `name`: a text control's value, the checked radio's value, or null when no
 * control has the name or no radio is checked.
 */
export function valueOnScreen(name: string): string | null {
  const controls = [...document.getElementsByName(name)].filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement,
  );
  const [first] = controls;
  if (!first) return null;
  if (first.type !== 'radio') return first.value;
  return controls.find((radio) => radio.checked)?.value ?? null;
}
