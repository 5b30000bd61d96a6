import installed from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './phone.ts';
import { PHONE_METADATA } from './phone-metadata.ts';

const full = installed as unknown as { version: number; countries: Record<string, unknown[]> };

/** The installed metadata cut to our countries: each country's data and its calling code pointing at it alone. */
function subset() {
  const regions = COUNTRY_CODES.map((code) => code.toUpperCase()).sort();
  const countries = Object.fromEntries(regions.map((region) => [region, full.countries[region]]));
  const callingCodes = Object.fromEntries(
    regions.map((region) => [String((full.countries[region] as unknown[])[0]), [region]]).sort(([a], [b]) => Number(a) - Number(b)),
  );
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

describe('phone metadata', () => {
  it('is the installed libphonenumber-js metadata for the countries people may pick', () => {
    expect(PHONE_METADATA, `regenerate phone-metadata.ts with:\n${JSON.stringify(subset())}`).toEqual(subset());
  });
});
