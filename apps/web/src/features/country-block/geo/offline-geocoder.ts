import { iso1A2Code } from '@rapideditor/country-coder';
import saxonyAnhalt from './de-st-boundary.json';
import { pointInPolygon } from './point-in-polygon';
import type { Coordinates, GeocodedPlace } from './reverse-geocoder';

/**
 * Offline reverse geocoding: countries and territories from @rapideditor/country-coder (OpenStreetMap
 * borders), plus the one subdivision the block rules name, Saxony-Anhalt (DE-ST), from a bundled
 * Natural Earth boundary. Loaded lazily: it carries about 700 kB of border data.
 */
export async function offlineReverseGeocode({
  latitude,
  longitude,
}: Coordinates): Promise<GeocodedPlace | null> {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const point: [number, number] = [longitude, latitude];
  const territory = iso1A2Code(point, { level: 'territory' });
  if (!territory) return null;
  const country = iso1A2Code(point, { level: 'country' });
  const subdivisionCodes =
    territory === 'DE' && pointInPolygon(longitude, latitude, saxonyAnhalt.geometry.coordinates)
      ? ['DE-ST']
      : [];
  return {
    countryCode: territory,
    parentCountryCode: country && country !== territory ? country : null,
    subdivisionCodes,
  };
}
