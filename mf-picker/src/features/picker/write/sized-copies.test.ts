import { PICTURE_SIZE_CODES } from '@alz/shared/media/picture-containers';
import { copyType, coverSource, downscaleSteps, planCopies, sizedCopyName } from './sized-copies';

describe('planCopies', () => {
  it('plans one copy per size code (spec 2 §7), in its own container, named after the original', () => {
    const plans = planCopies('wandeling.png', 'image/png', { width: 2000, height: 1000 });
    expect(plans.map((plan) => plan.code)).toEqual([...PICTURE_SIZE_CODES]);
    expect(plans[0]).toEqual({
      code: '404x227',
      container: 'pictures-404x227',
      name: 'wandeling-404x227.png',
      type: 'image/png',
      size: { width: 404, height: 227 },
      // The centre of the 2:1 original with the copy's 404:227 proportions.
      source: { x: 110, y: 0, width: 1780, height: 1000 },
    });
    const wide = plans.find((plan) => plan.code === '300w')!;
    expect(wide).toMatchObject({
      container: 'pictures-300w',
      name: 'wandeling-300w.png',
      size: { width: 300, height: 150 },
    });
    expect(wide.source).toEqual({ x: 0, y: 0, width: 2000, height: 1000 });
  });

  it('never makes a copy larger than the original: a smaller photo keeps its own pixels', () => {
    const plans = planCopies('koffie.jpg', 'image/jpeg', { width: 900, height: 600 });
    const large = plans.find((plan) => plan.code === '1616x909')!;
    // The centre with 1616:909 proportions, as large as the original has it, under the same name.
    expect(large).toMatchObject({ name: 'koffie-1616x909.jpg', size: { width: 900, height: 506 } });
    expect(large.source).toEqual({ x: 0, y: 47, width: 900, height: 506 });
    // A copy smaller than the original is scaled down as before.
    expect(plans.find((plan) => plan.code === '404x227')!.size).toEqual({ width: 404, height: 227 });
    // Width only: a 300w copy of a 200 px picture is the picture's own size.
    const narrow = planCopies('pictogram.png', 'image/png', { width: 200, height: 100 });
    expect(narrow.find((plan) => plan.code === '300w')).toMatchObject({
      name: 'pictogram-300w.png',
      size: { width: 200, height: 100 },
    });
    // A drawing has no pixels to lose and is drawn at the full size.
    const drawing = planCopies('logo.svg', 'image/svg+xml', { width: 120, height: 60 });
    expect(drawing.find((plan) => plan.code === '300w')!.size).toEqual({ width: 300, height: 150 });
  });

  it('draws SVG and GIF originals as JPEG copies; PNG, JPEG and WebP keep their type', () => {
    expect(copyType('image/svg+xml')).toBe('image/jpeg');
    expect(copyType('image/gif')).toBe('image/jpeg');
    expect(copyType('')).toBe('image/jpeg');
    expect(copyType('image/webp')).toBe('image/webp');
    expect(sizedCopyName('samen-zingen.svg', '1616x909', 'image/jpeg')).toBe('samen-zingen-1616x909.jpg');
    expect(sizedCopyName('geen extensie', '300w', 'image/png')).toBe('geen extensie-300w.png');
    expect(sizedCopyName('.verborgen', '300w', 'image/webp')).toBe('.verborgen-300w.webp');
  });
});

describe('coverSource', () => {
  it('takes the largest centred part with the target proportions', () => {
    expect(coverSource({ width: 1000, height: 1000 }, { width: 404, height: 227 })).toEqual({
      x: 0,
      y: 219,
      width: 1000,
      height: 562,
    });
    expect(coverSource({ width: 100, height: 50 }, { width: 100, height: 50 })).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 50,
    });
  });
});

describe('downscaleSteps', () => {
  it('scales down by 0.75 per step while that stays above the target, then to the target (spec 2 §9)', () => {
    expect(downscaleSteps({ width: 1000, height: 500 }, { width: 404, height: 202 })).toEqual([
      { width: 750, height: 375 },
      { width: 563, height: 281 },
      { width: 422, height: 211 },
      { width: 404, height: 202 },
    ]);
  });

  it('is one step when the original is small or already the size', () => {
    expect(downscaleSteps({ width: 300, height: 150 }, { width: 404, height: 227 })).toEqual([
      { width: 404, height: 227 },
    ]);
    expect(downscaleSteps({ width: 404, height: 227 }, { width: 404, height: 227 })).toEqual([
      { width: 404, height: 227 },
    ]);
  });
});
