import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './modal-dialog.css';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, the close button, or the dialog's own way out. */
  onClose(): void;
  children: ReactNode;
  /** The close button's accessible name; "Close" unless the dialog needs a plainer one. */
  closeLabel?: string;
  /** A class beside `modal-dialog`, for a dialog placed or sized its own way (the help panel). */
  className?: string;
  /** Where focus starts; the browser's choice (the first focusable element) when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The site's one modal, on the native <dialog>: showModal() makes the page behind inert (focus
 * stays inside), Escape fires `cancel`, and focus returns to what opened it. The bank-linking
 * dialogs and the help panel (decision 034) use it.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  closeLabel = 'Close',
  className,
  initialFocus,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, initialFocus]);
  return (
    <dialog
      ref={ref}
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
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
            <button type="button" className="modal-dialog__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
