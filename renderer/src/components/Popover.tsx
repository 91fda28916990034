import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useId,
  useInteractions,
  useRole,
  type Middleware,
  type Placement,
  type Strategy,
  type UseRoleProps,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** Keeps a floating panel inside the window: flips, shifts, and caps its size to the room. */
const PANEL_MIDDLEWARE = [
  offset(4),
  flip({ padding: 8 }),
  shift({ padding: 8 }),
  size({
    padding: 8,
    apply({ availableWidth, availableHeight, elements }) {
      elements.floating.style.maxWidth = `${Math.max(200, Math.min(720, availableWidth))}px`;
      elements.floating.style.maxHeight = `${Math.max(120, availableHeight)}px`;
    },
  }),
];

/**
 * The Floating UI wiring of a panel that a click on its trigger toggles (Esc and a click
 * outside close it), placed beside the trigger and following it while open (`autoUpdate`).
 * `role` gives the panel that ARIA role (`useRole`; none when absent); `onOpen` runs when the
 * panel is about to open. Returns `useFloating`'s result, the interactions' prop getters for
 * the trigger and the panel, and the open state.
 */
export function useClickPanel({
  placement,
  middleware,
  strategy,
  role,
  onOpen,
  initialOpen = false,
}: {
  placement: Placement;
  middleware: Middleware[];
  /** `absolute` (Floating UI's default) when absent. */
  strategy?: Strategy;
  role?: UseRoleProps['role'];
  onOpen?: () => void;
  /** Open from the first render (a panel mounted by the click that opens it). */
  initialOpen?: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
  const floating = useFloating({
    open,
    onOpenChange: (next) => {
      if (next) onOpen?.();
      setOpen(next);
    },
    placement,
    strategy,
    middleware,
    whileElementsMounted: autoUpdate,
  });
  const interactions = useInteractions([
    useClick(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { enabled: role !== undefined, role }),
  ]);
  return { ...floating, ...interactions, open, setOpen };
}

/** What a {@link PopoverButton}'s panel gets: how to close it and the trigger to refocus. */
export interface PopoverControls {
  /**
   * Closes the panel; focus goes back to the button unless `focusTrigger` is false (an item
   * that opens a dialog: the dialog takes focus, and gives it back to `trigger` itself).
   */
  close(options?: { focusTrigger?: boolean }): void;
  /** The button that opened the panel (a dialog opened from the panel gives focus back to it). */
  trigger: HTMLElement | null;
}

/**
 * A button that opens a panel (an address's or hash's "⋯" menu) in a portal above everything
 * else, positioned by Floating UI: it is never clipped by a table cell or painted over by the
 * next row. Click or Enter/Space toggles it; Esc and a click outside close it; focus moves
 * into the panel when it opens and back to the button when it closes. The panel is a `group`
 * named `panelLabel`.
 */
export function PopoverButton(props: PopoverButtonProps) {
  // Until its first click the button is a plain button: a list draws one per address on
  // screen, and Floating UI's hooks would run for each at every render of a row.
  const [armed, setArmed] = useState(false);
  if (armed) return <ArmedPopoverButton {...props} />;
  const { label, content = '⋯', className = 'icon-button' } = props;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={false}
      onClick={(e) => {
        e.stopPropagation();
        setArmed(true);
      }}
    >
      {content}
    </button>
  );
}

/** What a {@link PopoverButton} takes. */
interface PopoverButtonProps {
  /** Accessible name of the button. */
  label: string;
  panelLabel: string;
  children: (controls: PopoverControls) => ReactNode;
  content?: ReactNode;
  className?: string;
  placement?: Placement;
}

/** {@link PopoverButton} once clicked: the button with its Floating UI panel, open at first. */
function ArmedPopoverButton({
  label,
  panelLabel,
  children,
  content = '⋯',
  className = 'icon-button',
  placement = 'bottom-start',
}: PopoverButtonProps) {
  const [returnFocus, setReturnFocus] = useState(true);
  const panelId = useId();
  const panel = useClickPanel({
    placement,
    strategy: 'fixed',
    middleware: PANEL_MIDDLEWARE,
    onOpen: () => setReturnFocus(true),
    initialOpen: true,
  });
  return (
    <>
      <button
        ref={panel.refs.setReference}
        type="button"
        className={className}
        aria-label={label}
        aria-expanded={panel.open}
        aria-controls={panel.open ? panelId : undefined}
        {...panel.getReferenceProps({ onClick: (e) => e.stopPropagation() })}
      >
        {content}
      </button>
      {panel.open && (
        <FloatingPortal>
          <FloatingFocusManager
            context={panel.context}
            modal={false}
            initialFocus={0}
            returnFocus={returnFocus}
          >
            <div
              ref={panel.refs.setFloating}
              id={panelId}
              className="popover-panel"
              role="group"
              aria-label={panelLabel}
              style={panel.floatingStyles}
              {...panel.getFloatingProps({ onClick: (e) => e.stopPropagation() })}
            >
              {children({
                close: (options) => {
                  // The focus manager reads returnFocus as rendered: commit it before closing.
                  if (options?.focusTrigger === false) flushSync(() => setReturnFocus(false));
                  panel.setOpen(false);
                },
                trigger: panel.elements.domReference as HTMLElement | null,
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}

/**
 * A tooltip drawn by Floating UI in a portal (never clipped by its cell): shown on hover and
 * on keyboard focus of the wrapped content, hidden on Esc; the content is described by it.
 */
export function Tooltip({
  tip,
  children,
  className,
  placement = 'top',
}: {
  tip: ReactNode;
  children: ReactNode;
  className?: string;
  placement?: Placement;
}) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: 150, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return (
    <>
      <span ref={refs.setReference} className={className} tabIndex={0} {...getReferenceProps()}>
        {children}
      </span>
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            className="tooltip-panel"
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {tip}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
