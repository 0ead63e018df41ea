/** A position reported by the browser, in WGS 84 degrees. */
export type Coordinates = { latitude: number; longitude: number };

/** Where a position lies, in ISO codes. */
export type GeocodedPlace = {
  /** ISO 3166-1 alpha-2 code of the country or territory (e.g. "PR" for Puerto Rico). */
  countryCode: string;
  /** The sovereign country when the place is a territory of another ("US" for Puerto Rico), else null. */
  parentCountryCode: string | null;
  /** ISO 3166-2 subdivision codes the place is known to lie in ("DE-ST"); may be empty. */
  subdivisionCodes: string[];
};

/**
 * Turns browser coordinates into a place; null when the position is in no country (open sea).
 * The default implementation works offline (`offline-geocoder.ts`); an online service can replace it.
 */
export type ReverseGeocoder = (coordinates: Coordinates) => Promise<GeocodedPlace | null>;

/** The offline geocoder, loaded on first use so its border data stays out of the main bundle. */
export const lazyOfflineGeocoder: ReverseGeocoder = async (coordinates) => {
  const { offlineReverseGeocode } = await import('./offline-geocoder');
  return offlineReverseGeocode(coordinates);
};
