import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toBreaker } from './breaker-model';

const breaker = (type: unknown) => ({
  type: 'paragraph--breaker',
  field_breaker_type: type,
  field_title: 'Vrijwilliger worden?',
  field_label: 'Help mee',
  field_text: { value: '<p>Een paar uur per maand maakt al verschil.</p>' },
  field_link: { title: 'Bekijk de vacatures', uri: '/help-mee/steun-met-tijd' },
  field_image: cardImage('samen-zingen', 'Een koor zingt samen'),
  field_icon: 'heart',
});

describe('breaker', () => {
  it('large: label, title, text, link and picture', () => {
    renderParagraphs(breaker('large'));
    expect(screen.getByText('Help mee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vrijwilliger worden?' })).toBeInTheDocument();
    expect(screen.getByText('Een paar uur per maand maakt al verschil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de vacatures' })).toHaveAttribute(
      'href',
      '/help-mee/steun-met-tijd',
    );
    expect(screen.getByRole('img', { name: 'Een koor zingt samen' })).toBeInTheDocument();
  });

  it('medium: text and link, no picture', () => {
    renderParagraphs(breaker('medium'));
    expect(screen.getByText('Een paar uur per maand maakt al verschil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de vacatures' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('small: one line with title and link only', () => {
    renderParagraphs(breaker('small'));
    expect(screen.getByRole('heading', { level: 2, name: 'Vrijwilliger worden?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de vacatures' })).toBeInTheDocument();
    expect(screen.queryByText('Een paar uur per maand maakt al verschil.')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('treats an unknown type as medium and needs a title', () => {
    for (const type of ['huge', 3, null, undefined]) expect(toBreaker(breaker(type))?.size).toBe('medium');
    for (const field_title of MALFORMED.filter((value) => typeof value !== 'string'))
      expect(toBreaker({ ...breaker('small'), field_title })).toBeNull();
    expect(toBreaker({ field_title: 'Alleen een titel', field_icon: 'kasteel', field_link: 'x' })).toEqual({
      size: 'medium',
      title: 'Alleen een titel',
      label: '',
      html: '',
      link: null,
      image: null,
      icon: null,
    });
  });
});
