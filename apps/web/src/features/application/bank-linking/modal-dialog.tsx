import { useEffect, useId, useRef, type ReactNode } from 'react';
import './bank-linking.css';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, the close button, or the dialog's own way out. */
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert (focus
 * stays inside), Escape fires `cancel`, and focus returns to what opened it.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Handled here, not only through `cancel`: browsers may skip `cancel` on a repeated Escape.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="modal-dialog__header">
            <h2 id={titleId} className="modal-dialog__title">
              {title}
            </h2>
            <button type="button" className="modal-dialog__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
