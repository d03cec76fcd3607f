import { render as renderBare, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { Checkbox } from './checkbox';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import { FileField } from './file-field';
import { RadioGroup } from './radio-group';

// The site's one i18next instance, as the shell provides it; kept on rerender.
const withI18n = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const render = (ui: ReactElement, options: RenderOptions = {}) => renderBare(ui, { wrapper: withI18n, ...options });

function EmailField({ error }: { error?: string }) {
  return (
    <Field inputId="email" label="E-mailadres" hint="Wij delen het met niemand." required error={error}>
      {(control) => <input {...control} type="email" />}
    </Field>
  );
}

describe('the form kit', () => {
  it('wires a field to its label, required mark, hint and inline error', () => {
    const { rerender } = render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'E-mailadres (verplicht)' });
    expect(input).toHaveAccessibleDescription('Wij delen het met niemand.');
    expect(input).toBeRequired();
    expect(input).not.toBeInvalid();
    expect(screen.getByTitle('Verplicht')).toHaveTextContent('*');

    rerender(<EmailField error="Vul uw e-mailadres in" />);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Wij delen het met niemand. Fout: Vul uw e-mailadres in');
    // After a submit the summary speaks; the inline error is no alert of its own.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error that appears as the visitor leaves the field', () => {
    render(
      <Field inputId="naam" label="Naam" error="Vul uw naam in" announce>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fout: Vul uw naam in');
  });

  it('has an error summary that takes focus on every attempt and links to the field', async () => {
    const user = userEvent.setup();
    document.title = 'Solliciteren - Alzheimer Nederland';
    const { rerender, unmount } = render(
      <>
        <ErrorSummary items={[{ inputId: 'email', message: 'Vul uw e-mailadres in' }]} attempt={1} />
        <EmailField error="Vul uw e-mailadres in" />
      </>,
    );
    const summary = screen.getByRole('heading', { level: 2, name: 'Er is een probleem' }).parentElement!;
    expect(summary).toHaveFocus();
    // Focus speaks the first time; no alert as well, which would say it twice.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Fout: Solliciteren - Alzheimer Nederland');
    await user.click(screen.getByRole('link', { name: 'Vul uw e-mailadres in' }));
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveFocus();

    rerender(
      <>
        <ErrorSummary items={[{ inputId: 'email', message: 'Vul uw e-mailadres in' }]} attempt={2} headingLevel={3} />
        <EmailField error="Vul uw e-mailadres in" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Er is een probleem' }).parentElement).toHaveFocus();
    // The second time focus may not move at all: the summary is an alert, said again.
    expect(screen.getByRole('alert', { name: 'Er is een probleem' })).toHaveTextContent('Vul uw e-mailadres in');
    expect(document.title).toBe('Fout: Solliciteren - Alzheimer Nederland');
    unmount();
    expect(document.title).toBe('Solliciteren - Alzheimer Nederland');
  });

  it('groups radios in a fieldset with a legend, with "Meest gekozen" heard after its option', async () => {
    function Frequency() {
      const [value, setValue] = useState('eenmalig');
      return (
        <RadioGroup
          firstInputId="frequentie"
          legend="Hoe vaak wilt u geven?"
          name="frequentie"
          value={value}
          onChange={setValue}
          required
          error="Kies hoe vaak u wilt geven"
          options={[
            { value: 'eenmalig', label: 'Eenmalig' },
            { value: 'maandelijks', label: 'Maandelijks', mostPicked: true },
          ]}
        />
      );
    }
    render(<Frequency />);
    const group = screen.getByRole('group', { name: 'Hoe vaak wilt u geven? (verplicht)' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Fout: Kies hoe vaak u wilt geven');
    expect(screen.getByRole('radio', { name: 'Eenmalig' })).toHaveAttribute('id', 'frequentie');
    expect(screen.getByRole('radio', { name: 'Maandelijks' })).toHaveAccessibleDescription('Meest gekozen');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Maandelijks' }));
    expect(screen.getByRole('radio', { name: 'Maandelijks' })).toBeChecked();
  });

  it('has a checkbox with its label beside it', async () => {
    const onChange = jest.fn();
    render(
      <Checkbox
        inputId="akkoord"
        label="Ik ga akkoord"
        checked={false}
        onChange={onChange}
        hint="Lees eerst de voorwaarden."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord' });
    expect(box).toHaveAccessibleDescription('Lees eerst de voorwaarden.');
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('has a file field that hands over the chosen file and says when it is left', async () => {
    const onFile = jest.fn();
    const onLeave = jest.fn();
    render(
      <>
        <FileField
          inputId="bestand"
          label="Bestand"
          name="Attachment"
          accept=".pdf"
          onFile={onFile}
          onLeave={onLeave}
        />
        <button type="button">Verder</button>
      </>,
    );
    const input = screen.getByLabelText('Bestand');
    expect(input).toHaveAttribute('accept', '.pdf');
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const user = userEvent.setup();
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onLeave).toHaveBeenCalled();
  });
});
