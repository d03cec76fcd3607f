import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { DonationWidget } from './donation-widget';
import { donationHref, toDonationWidget } from './to-donation-widget';

const wire = {
  type: 'paragraph--donation_widget',
  field_title: 'Steun ons werk',
  field_subtitle: 'Elke gift helpt.',
  field_campaign_code: 'VOORJAAR',
  field_show_euro_sign: true,
  field_link: { uri: '/doneren' },
  field_frequencies: [
    { option_name: 'eenmalig', amounts: [{ amount: 10 }, { amount: 25, most_picked: true }, { amount: 50 }] },
    { option_name: 'maandelijk', amounts: [{ amount: 5 }, { amount: 10 }, { amount: 15 }] },
    { option_name: 'jaarlijk', amounts: [{ amount: 60 }, { amount: 120 }] },
  ],
};

function show(fields: Record<string, unknown>) {
  const model = toDonationWidget(fields);
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<DonationWidget block={model} />);
}

const donate = () => screen.getByRole('link', { name: 'Doneer' });

describe('donation widget', () => {
  it('starts on the first frequency and the second amount', () => {
    show(wire);
    expect(screen.getByRole('heading', { level: 2, name: 'Steun ons werk' })).toBeInTheDocument();
    const frequency = screen.getByRole('group', { name: 'Hoe vaak wilt u geven?' });
    expect(within(frequency).getByRole('radio', { name: 'Eenmalig' })).toBeChecked();
    const amount = screen.getByRole('group', { name: 'Kies een bedrag' });
    expect(within(amount).getByRole('radio', { name: '25 euro Meest gekozen' })).toBeChecked();
    expect(donate()).toHaveAttribute('href', '/doneren?frequentie=eenmalig&bedrag=25&campagne=VOORJAAR');
    expect(screen.getByRole('link', { name: 'Doneer', description: 'U geeft eenmalig 25 euro.' })).toBeInTheDocument();
  });

  it('links to the chosen frequency and amount', async () => {
    const user = userEvent.setup();
    show(wire);
    await user.click(screen.getByRole('radio', { name: 'Maandelijks' }));
    expect(screen.getByRole('radio', { name: '10 euro' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '15 euro' }));
    expect(donate()).toHaveAttribute('href', '/doneren?frequentie=maandelijk&bedrag=15&campagne=VOORJAAR');
    expect(screen.getByText('U geeft maandelijks 15 euro.')).toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    const user = userEvent.setup();
    show(wire);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Eenmalig' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Jaarlijks' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /jaarlijks/i })).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('radio', { name: '120 euro' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(donate()).toHaveFocus();
    expect(donate()).toHaveAttribute('href', '/doneren?frequentie=jaarlijk&bedrag=60&campagne=VOORJAAR');
  });

  it('shows amounts without the euro sign when asked, still read as euros', () => {
    show({ ...wire, field_show_euro_sign: false, field_title: '' });
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10 euro' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Doneer' })).toBeInTheDocument();
  });
});

describe('toDonationWidget', () => {
  it('drops the block without any usable frequency', () => {
    expect(toDonationWidget({})).toBeNull();
    expect(toDonationWidget({ field_frequencies: 'x' })).toBeNull();
    expect(
      toDonationWidget({ field_frequencies: [{ option_name: 'eenmalig', amounts: [{ amount: 'veel' }] }] }),
    ).toBeNull();
  });

  it('skips malformed amounts, clamps indexes and refuses unsafe links', () => {
    const model = toDonationWidget({
      field_link: 'javascript:alert(1)',
      field_selected_frequency: { freq_index: 9, amount_index: 9 },
      field_frequencies: [null, { option_name: 'Maandelijks', amounts: [{ amount: -1 }, { amount: 7 }, 'x'] }],
    });
    expect(model).toMatchObject({
      link: '/doneren',
      freqIndex: 0,
      amountIndex: 0,
      campaignCode: '',
      showEuroSign: false,
      isFullWidth: false,
      frequencies: [{ optionName: 'maandelijk', amounts: [{ amount: 7, mostPicked: false }] }],
    });
  });

  it('reads the spec spelling (maandelijk, jaarlijk) and the full Dutch words as the same frequency', () => {
    const amounts = [{ amount: 5 }];
    const model = toDonationWidget({
      field_frequencies: ['Eenmalig', 'maandelijk', 'JAARLIJKS', 'per kwartaal'].map((option_name) => ({
        option_name,
        amounts,
      })),
    });
    expect(model?.frequencies.map((f) => f.optionName)).toEqual(['eenmalig', 'maandelijk', 'jaarlijk', 'per kwartaal']);
  });

  it('adds the choice to a link that already has a query or a fragment', () => {
    expect(donationHref('https://doneren.example.nl/?bron=site#form', 'jaarlijk', 60, '')).toBe(
      'https://doneren.example.nl/?bron=site&frequentie=jaarlijk&bedrag=60#form',
    );
  });
});
