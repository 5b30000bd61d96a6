import { loadCities, once } from './reference-data.ts';

/** A Brazilian municipality's seat: its IBGE code, latitude and longitude in degrees, and its state. */
interface CityPoint {
  id: number;
  lat: number;
  lng: number;
  state: string;
}

/**
 * The seats of the 5,570 Brazilian municipalities by IBGE code (data/br-city-coordinates.json: [code, latitude,
 * longitude], taken from the MIT-licensed kelvins/municipios-brasileiros, itself from IBGE's public tables), sorted by
 * latitude so a radius reads only the band of latitudes it can reach.
 */
const loadCityPoints = once(async () => {
  const [{ default: data }, cities] = await Promise.all([
    import('./data/br-city-coordinates.json', { with: { type: 'json' } }),
    loadCities(),
  ]);
  const stateOf = new Map(cities.br.map((city) => [city.id, city.state]));
  const points = (data as [number, number, number][]).map(([id, lat, lng]) => ({ id, lat, lng, state: stateOf.get(id) ?? '' }));
  return { byId: new Map(points.map((point) => [point.id, point])), byLatitude: points.sort((a, b) => a.lat - b.lat) };
});

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The first index of a latitude-sorted list at or past `lat` (binary search). */
function firstAtOrAbove(points: CityPoint[], lat: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle] as CityPoint).lat < lat) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The municipalities whose seat lies within `radiusKm` of a municipality's seat (itself included), nearest first,
 * with their distance and state; null when the code is not a municipality. A bounding box first (the band of
 * latitudes through the sorted list, then the longitudes), haversine only for the few inside it: a 200 km radius
 * reads a few hundred of the 5,570 points.
 */
export async function citiesWithin(cityId: number, radiusKm: number) {
  const { byId, byLatitude } = await loadCityPoints();
  const center = byId.get(cityId);
  if (!center) return null;
  const dLat = radiusKm / 111.2;
  const dLng = radiusKm / (111.2 * Math.max(0.01, Math.cos(radians(center.lat))));
  const found: { id: number; state: string; distanceKm: number }[] = [];
  for (let i = firstAtOrAbove(byLatitude, center.lat - dLat); i < byLatitude.length; i += 1) {
    const point = byLatitude[i] as CityPoint;
    if (point.lat > center.lat + dLat) break;
    if (Math.abs(point.lng - center.lng) > dLng) continue;
    const km = distanceKm(center, point);
    if (km <= radiusKm) found.push({ id: point.id, state: point.state, distanceKm: km });
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}
