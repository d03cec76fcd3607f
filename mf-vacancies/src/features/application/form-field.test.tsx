import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import { renderWithProviders } from '../../testing/render';
import { addVacancyTranslations } from '../../locales';
import { FormField } from './form-field';

addVacancyTranslations();

// No radio of the application form has a favourite (see application-fields.ts), so a test
// field stands in for one that does.
const field: ApplicationField = {
  name: 'Gender',
  type: 'radioGroup',
  mandatory: false,
  items: [{ value: 'male' }, { value: 'female', mostPicked: true }, { value: 'unknown' }],
};

function renderField(onValue = jest.fn()) {
  renderWithProviders(
    <FormField
      field={field}
      inputId="application-Gender"
      value=""
      error={null}
      announce={false}
      onValue={onValue}
      onFile={jest.fn()}
      onBlur={jest.fn()}
    />,
  );
  return onValue;
}

describe('FormField as a radio group', () => {
  it('shows "Meest gekozen" with the most picked option, heard with its label', () => {
    renderField();
    expect(screen.getByText('Meest gekozen')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toHaveAccessibleDescription('Meest gekozen');
    expect(screen.getByRole('radio', { name: 'Man' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radio', { name: 'X' })).not.toHaveAccessibleDescription();
    expect(screen.getAllByText('Meest gekozen')).toHaveLength(1);
  });

  it('chooses by value', async () => {
    const onValue = renderField();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Vrouw' }));
    expect(onValue).toHaveBeenCalledWith('female');
  });

  it("shows no badge on the form's own gender choices", () => {
    renderWithProviders(
      <FormField
        field={{ ...field, items: [{ value: 'male' }, { value: 'female' }] }}
        inputId="application-Gender"
        value="female"
        error={null}
        announce={false}
        onValue={jest.fn()}
        onFile={jest.fn()}
        onBlur={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    expect(screen.queryByText('Meest gekozen')).not.toBeInTheDocument();
  });
});
