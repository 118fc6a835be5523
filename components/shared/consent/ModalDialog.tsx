'use client';

import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { lockScroll } from './scrollLock';
import { focusableIn, trapTab } from './focusTrap';
import styles from './ModalDialog.module.css';

interface Props {
  /** id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Called on Escape (and the close button the content renders); absent = Escape does nothing. */
  onDismiss?: () => void;
  /** `sheet` sits at the bottom of the screen (the banner); `center` is a classic dialog. */
  placement?: 'sheet' | 'center';
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>` (top layer, the rest of the page inert, a backdrop),
 * opened while mounted. It adds what the platform leaves out: Tab stays inside, focus goes
 * back to where it was when the dialog closes, page scrolling is locked meanwhile.
 */
export function ModalDialog({ labelledBy, describedBy, onDismiss, placement = 'center', initialFocus, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unlock = () => {};
    // Opened in a task of its own. A modal makes the rest of the page inert and locking the
    // scroll restyles the root: a style pass over every element of the page, which would
    // otherwise lengthen the task that mounted the dialog (for the banner, the page's hydration).
    const opening = setTimeout(() => {
      unlock = lockScroll();
      if (typeof dialog.showModal === 'function') {
        if (!dialog.open) dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
      }
      (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    });
    return () => {
      clearTimeout(opening);
      unlock();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Back to the control that opened the dialog, when it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount; initialFocus is a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      className={`${styles.dialog} ${placement === 'sheet' ? styles.sheet : styles.center} ${className ?? ''}`}
      onCancel={(event) => {
        // The browser's own Escape handling would close the element behind React's back.
        event.preventDefault();
        dismiss.current?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          dismiss.current?.();
          return;
        }
        if (ref.current) trapTab(ref.current, event);
      }}
    >
      {children}
    </dialog>
  );
}
