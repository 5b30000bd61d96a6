import { describe, expect, it } from 'vitest';
import { contrastRatio, logoStandsOut, parseHex } from './logo-contrast.ts';

/** An RGBA image of `count` pixels of each colour given (opaque), plus transparent ones. */
function pixels(...parts: [string | null, number][]): Uint8ClampedArray {
  const values: number[] = [];
  for (const [colour, count] of parts)
    for (let i = 0; i < count; i++) values.push(...(colour ? [...(parseHex(colour) ?? [0, 0, 0]), 255] : [0, 0, 0, 0]));
  return new Uint8ClampedArray(values);
}

describe('logo contrast on a custom header', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 1);
    expect(contrastRatio(parseHex('#fff') ?? [0, 0, 0], parseHex('#767676') ?? [0, 0, 0])).toBeCloseTo(4.54, 1);
    expect(parseHex('green')).toBeNull();
  });

  it('AgroTalentos: a green plate with white letters on its dark green header fails 3:1 and gets a light plate', () => {
    const header = parseHex('#1A2E05') ?? [0, 0, 0];
    expect(contrastRatio(parseHex('#4D7C0F') ?? [0, 0, 0], header)).toBeLessThan(3);
    expect(logoStandsOut(pixels(['#4D7C0F', 800], ['#CA8A04', 40], ['#FFFFFF', 200]), header)).toBe(false);
  });

  it('a logo that reaches 3:1 keeps the header colour behind it; transparent pixels do not count', () => {
    expect(logoStandsOut(pixels(['#E4572E', 800], ['#FFFFFF', 200], [null, 3000]), parseHex('#1D3557') ?? [0, 0, 0])).toBe(true);
    expect(logoStandsOut(pixels(['#FFFFFF', 300], [null, 3000]), parseHex('#10002B') ?? [0, 0, 0])).toBe(true);
    expect(logoStandsOut(pixels([null, 10]), [0, 0, 0])).toBe(true);
  });
});
