import { brandConfig } from './brands';

describe('brandConfig', () => {
  it('gives the main site five social channels, three quality marks and its own pages', () => {
    const alz = brandConfig('alz');
    expect(alz.socialLinks.map((link) => link.channelName)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'X',
      'YouTube',
    ]);
    expect(alz.qualityMarks).toHaveLength(3);
    expect(alz.showTagline).toBe(false);
    expect(alz.newsletter).toEqual({ url: '/nieuwsbrief', external: false });
    expect(alz.privacy).toEqual({ url: '/privacy', external: false });
  });

  it('gives every quality mark the fields of spec 2 §3 and an https address', () => {
    for (const mark of brandConfig('alz').qualityMarks) {
      expect(mark.platform).not.toBe('');
      expect(mark.platformFull).not.toBe('');
      expect(mark.slug).toMatch(/^[a-z-]+$/);
      expect(mark.url).toMatch(/^https:\/\//);
      expect(mark.logo.badge).not.toBe('');
    }
  });

  it('sends dem and sdv to the main site for newsletter and privacy, with the tagline', () => {
    for (const brand of ['dem', 'sdv']) {
      const config = brandConfig(brand);
      expect(config.showTagline).toBe(true);
      expect(config.qualityMarks).toEqual([]);
      expect(config.newsletter).toEqual({ url: 'https://www.alzheimer-nederland.nl/nieuwsbrief', external: true });
      expect(config.privacy).toEqual({ url: 'https://www.alzheimer-nederland.nl/privacy', external: true });
    }
  });

  it('gives dem no social channels and sdv four of its own', () => {
    expect(brandConfig('dem').socialLinks).toEqual([]);
    const sdv = brandConfig('sdv').socialLinks;
    expect(sdv).toHaveLength(4);
    const alzUrls = brandConfig('alz').socialLinks.map((link) => link.url);
    expect(sdv.filter((link) => alzUrls.includes(link.url))).toEqual([]);
  });

  it.each(['', 'ALZ', 'xyz', 'toString', '__proto__'])('throws for the unknown brand %j (spec 2 §8)', (brand) => {
    expect(() => brandConfig(brand)).toThrow(new Error(`Unknown brand: ${brand}`));
  });
});
