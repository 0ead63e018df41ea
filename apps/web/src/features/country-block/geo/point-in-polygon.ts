/** A GeoJSON position: [longitude, latitude]. */
export type Position = readonly [number, number] | readonly number[];

function insideRing(longitude: number, latitude: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    const crosses =
      yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/**
 * Whether a point lies inside a GeoJSON polygon (outer ring first, then holes), by ray casting:
 * exact enough for state borders at the scale of a phone's position fix.
 */
export function pointInPolygon(
  longitude: number,
  latitude: number,
  rings: readonly (readonly Position[])[],
): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !insideRing(longitude, latitude, outer)) return false;
  return !holes.some((hole) => insideRing(longitude, latitude, hole));
}
