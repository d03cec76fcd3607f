import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { addUiKitTranslations } from '../consent/ui-kit-translations';
import { makeRestInert } from './inert-outside';
import styles from './modal.module.css';

addUiKitTranslations();

export interface ModalProps {
  /** Called on Escape, the close button and a click on the backdrop; the owner unmounts the modal. */
  onClose: () => void;
  /** Accessible name of the dialog; or `labelledBy`, the id of a heading inside it. */
  label?: string;
  labelledBy?: string;
  /** Spec 2 §2: blocking the page scroll behind the dialog is optional. */
  lockScroll?: boolean;
  /** Where focus goes on open; by default the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; by default the element that had focus when the modal opened. */
  returnFocusTo?: () => HTMLElement | null;
  /** Extra keys while open, e.g. arrows in the lightbox. */
  onKeyDown?: (event: KeyboardEvent) => void;
  className?: string;
  children: ReactNode;
}

/**
 * Spec 2 §2 modal on a native `<dialog>`: "Sluit" button, Escape, backdrop click, the rest of
 * the page inert, focus restored on close. Render it only while it is open.
 */
export function Modal({
  onClose,
  label,
  labelledBy,
  lockScroll = false,
  returnFocusTo,
  initialFocus,
  onKeyDown,
  className,
  children,
}: ModalProps) {
  const { t } = useTranslation('Common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);
  const initialRef = useRef(initialFocus);
  const keyDownRef = useRef(onKeyDown);
  onCloseRef.current = onClose;
  returnRef.current = returnFocusTo;
  initialRef.current = initialFocus;
  keyDownRef.current = onKeyDown;
  // Escape reaches us both as keydown and as the dialog's cancel event: close only once.
  const closingRef = useRef(false);
  const close = useRef(() => {
    if (closingRef.current) return;
    closingRef.current = true;
    onCloseRef.current();
  }).current;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingRef.current = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else {
        keyDownRef.current?.(event);
      }
    };
    // The dialog box has no padding, so a click on the dialog itself hit the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal already makes the page inert; marking it ourselves also covers browsers (and
    // jsdom) without it, and keeps screen readers' virtual cursor out of the page.
    const restoreInert = makeRestInert(dialog);
    if (!dialog.contains(document.activeElement)) (initialRef.current?.current ?? closeRef.current)?.focus();
    const previousOverflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      restoreInert();
      if (lockScroll) document.body.style.overflow = previousOverflow;
      const target = returnRef.current?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [close, lockScroll]);

  return createPortal(
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-modal="true"
    >
      <div className={styles.body}>
        <button ref={closeRef} type="button" className={styles.close} onClick={close}>
          {t('Modal.Close')}
        </button>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
