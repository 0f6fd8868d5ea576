import { describe, expect, it } from 'vitest';
import { contrastRatio, defaultTextFor, layoutContrastWarnings, parseColour } from '@/lib/contrast';
import { LAYOUTS } from '@/mocks/db/seed/layouts';

const header = (data: Record<string, string>, key = 'default') => ({
  index: { header: { key, data } },
});

describe('parseColour', () => {
  it('reads hex, rgb(a), hsl(a) and common names; transparency is laid over white', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour(' #018D71 ')).toEqual([1, 141, 113]);
    expect(parseColour('rgb(0, 105, 92)')).toEqual([0, 105, 92]);
    expect(parseColour('rgba(0,0,0,0.5)')).toEqual([127.5, 127.5, 127.5]);
    expect(parseColour('#00000080')?.[0]).toBeCloseTo(127, 0);
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual([255, 0, 0]);
    expect(parseColour('White')).toEqual([255, 255, 255]);
  });

  it('reads nothing else', () => {
    expect(parseColour('linear-gradient(red, blue)')).toBeNull();
    expect(parseColour('rebeccapurplish')).toBeNull();
    expect(parseColour(42)).toBeNull();
    expect(parseColour('#12')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#018d71', '#018d71')).toBe(1);
    expect(contrastRatio('#ffffff', '#018d71')).toBeCloseTo(4.16, 2);
    expect(contrastRatio('#ffffff', 'nonsense')).toBeNull();
  });

  it('picks white text only for a background too dark for the design text', () => {
    expect(defaultTextFor('#101010')).toBe('#ffffff');
    expect(defaultTextFor('#ffffff')).toBeNull();
    expect(defaultTextFor('not a colour')).toBeNull();
  });
});

describe('layoutContrastWarnings', () => {
  it('names the text colour and the background when a configured pair fails 4.5:1', () => {
    expect(layoutContrastWarnings(header({ background: '#018d71', color: '#ffffff' }))).toEqual([
      {
        text: '#ffffff',
        background: '#018d71',
        ratio: 4.1,
        fields: ['index.header.data.color', 'index.header.data.background'],
      },
    ]);
  });

  it("checks both ends of a gradual header's gradient", () => {
    const warnings = layoutContrastWarnings(
      header({ background: '#00695c', backgroundEnd: '#ffc069', color: '#ffffff' }, 'gradual'),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      background: '#ffc069',
      fields: ['index.header.data.color', 'index.header.data.backgroundEnd'],
    });
    expect(warnings[0]!.ratio).toBeLessThan(4.5);
  });

  it('asks for a text colour where neither the design text nor white reads on the background', () => {
    expect(layoutContrastWarnings(header({ background: '#777777' }))).toEqual([
      {
        text: '#ffffff',
        background: '#777777',
        ratio: 4.4,
        fields: ['index.header.data.background', 'index.header.data.color'],
      },
    ]);
  });

  it('checks a text colour without a background against the white surface', () => {
    expect(layoutContrastWarnings(header({ color: '#dddddd' }))).toMatchObject([
      { background: '#ffffff', fields: ['index.header.data.color'] },
    ]);
  });

  it('says nothing for readable, unreadable-to-us or missing colours', () => {
    expect(layoutContrastWarnings(header({ background: '#00695c', color: '#ffffff' }))).toEqual([]);
    expect(layoutContrastWarnings(header({ background: 'url(x)', color: '#fff' }))).toEqual([]);
    expect(layoutContrastWarnings(header({}))).toEqual([]);
    expect(layoutContrastWarnings(null)).toEqual([]);
    expect(layoutContrastWarnings({ index: { header: null } })).toEqual([]);
  });

  it('finds no problem in the demo layouts', () => {
    for (const layout of LAYOUTS) expect(layoutContrastWarnings(layout)).toEqual([]);
  });
});
