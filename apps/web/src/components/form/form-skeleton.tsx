import './form-skeleton.css';

/**
 * A form's place while its code arrives (decision 047): the wizard's prerendered
 * shell and a later step's screen show it, so the page's frame and heading paint
 * before the step's script runs. Each row takes a field's room (label, then a 2.75rem input),
 * so the page around the form does not move when the form replaces it. Hidden from
 * assistive technology, which hears the status line instead.
 */
export function FormSkeleton({ fields, status }: { fields: number; status: string }) {
  return (
    <div className="form-skeleton">
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <div aria-hidden="true">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="field form-skeleton__field">
            <span className="form-skeleton__label" />
            <span className="form-skeleton__input" />
          </div>
        ))}
        <span className="form-skeleton__button" />
      </div>
    </div>
  );
}
