import { useRef, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { Modal } from './modal';

function Harness({ lockScroll = false, onClose }: { lockScroll?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Uitleg openen
      </button>
      {open ? (
        <Modal
          label="Uitleg"
          lockScroll={lockScroll}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <p>Zo werkt het.</p>
        </Modal>
      ) : null}
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const { container } = renderWithProviders(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Uitleg openen' });
  await userEvent.click(opener);
  return { opener, page: container, dialog: screen.getByRole('dialog', { name: 'Uitleg' }) };
}

describe('Modal', () => {
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('opens a dialog with a "Sluit" button, makes the page inert and restores focus on close', async () => {
    const { opener, page, dialog } = await openModal();
    expect(dialog).toHaveTextContent('Zo werkt het.');
    expect(screen.getByRole('button', { name: 'Sluit' })).toHaveFocus();
    expect(page).toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Sluit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('puts focus on the control it is given on open, instead of "Sluit"', async () => {
    function WithChoice() {
      const keep = useRef<HTMLButtonElement>(null);
      return (
        <Modal label="Vraag" onClose={() => {}} initialFocus={keep}>
          <button type="button">Wissen</button>
          <button ref={keep} type="button">
            Bewaren
          </button>
        </Modal>
      );
    }
    renderWithProviders(<WithChoice />);
    expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { dialog } = await openModal();
    await userEvent.click(screen.getByText('Zo werkt het.'));
    expect(dialog).toBeInTheDocument();
    // A click on the backdrop reaches the dialog element itself.
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks page scrolling only when asked, and gives it back on close', async () => {
    await openModal({ lockScroll: true });
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves page scrolling alone by default', async () => {
    await openModal();
    expect(document.body.style.overflow).toBe('');
  });

  it('uses the native showModal and closes once when Escape also fires cancel', async () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const onClose = jest.fn();
    const { dialog } = await openModal({ onClose });
    expect(showModal).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
