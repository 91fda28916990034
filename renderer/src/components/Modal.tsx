import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useMemo, useState, type ReactNode } from 'react';

/**
 * A modal dialog in a portal above the page (Floating UI): focus moves into it (its first
 * field, or `autoFocus`), Tab stays inside it, Esc and a click outside call `onClose`, and on
 * close focus goes back to `returnFocus` — the element that opened it; by default whatever had
 * focus when it opened. The page behind is inert while it is open.
 */
export function Modal({
  labelledBy,
  onClose,
  returnFocus,
  className,
  children,
}: {
  /** id of the dialog's heading. */
  labelledBy: string;
  onClose(): void;
  /** Element to focus on close (e.g. the "⋯" button of the menu the dialog came from). */
  returnFocus?: HTMLElement | null;
  className?: string;
  children: ReactNode;
}) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  // What had focus when the dialog was asked for, read before any field of it takes focus
  // (an `autoFocus` field runs before Floating UI records where focus was, and Esc then left
  // focus on the page's body).
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const back = useMemo(() => {
    const to = returnFocus ?? (opener && opener !== document.body ? opener : null);
    return to ? { current: to } : true;
  }, [returnFocus, opener]);
  return (
    <FloatingPortal>
      <FloatingOverlay className="modal-overlay" lockScroll>
        <FloatingFocusManager context={context} modal returnFocus={back}>
          <div
            ref={refs.setFloating}
            className={className ? `modal ${className}` : 'modal'}
            aria-labelledby={labelledBy}
            aria-modal="true"
            {...getFloatingProps()}
          >
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
