import { describe, expect, it } from 'vitest';
import { offlineReverseGeocode } from './offline-geocoder';

describe('offline reverse geocoding', () => {
  it('places Magdeburg and Halle in Saxony-Anhalt', async () => {
    expect(await offlineReverseGeocode({ latitude: 52.1205, longitude: 11.6276 })).toEqual({
      countryCode: 'DE',
      parentCountryCode: null,
      subdivisionCodes: ['DE-ST'],
    });
    expect(
      (await offlineReverseGeocode({ latitude: 51.4969, longitude: 11.9688 }))?.subdivisionCodes,
    ).toEqual(['DE-ST']);
  });

  it('places Leipzig and Berlin in Germany outside Saxony-Anhalt', async () => {
    expect(await offlineReverseGeocode({ latitude: 51.3397, longitude: 12.3731 })).toEqual({
      countryCode: 'DE',
      parentCountryCode: null,
      subdivisionCodes: [],
    });
    expect((await offlineReverseGeocode({ latitude: 52.52, longitude: 13.405 }))?.subdivisionCodes).toEqual(
      [],
    );
  });

  it('names countries and territories with their sovereign country', async () => {
    expect((await offlineReverseGeocode({ latitude: 48.8566, longitude: 2.3522 }))?.countryCode).toBe('FR');
    expect((await offlineReverseGeocode({ latitude: 35.8989, longitude: 14.5146 }))?.countryCode).toBe('MT');
    expect(await offlineReverseGeocode({ latitude: 18.4655, longitude: -66.1057 })).toEqual({
      countryCode: 'PR',
      parentCountryCode: 'US',
      subdivisionCodes: [],
    });
  });

  it('finds no country in the open sea or for invalid input', async () => {
    expect(await offlineReverseGeocode({ latitude: 30, longitude: -40 })).toBeNull();
    expect(await offlineReverseGeocode({ latitude: Number.NaN, longitude: 0 })).toBeNull();
  });
});
