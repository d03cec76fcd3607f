// The latitude and longitude ranges that hold every point within a distance of a place, for an
// index to find the candidates before the exact (haversine) distance decides. On the sphere of
// 6371 km that haversineKm (pc4.ts) and the queries use; see "Finding Points Within a Distance
// of a Latitude/Longitude Using Bounding Coordinates" (J. P. Matuschek).

const EARTH_RADIUS_KM = 6371;
// A metre more than asked: the activity query rounds distances to metres, and floating point
// must never push a point at the edge outside the box.
const MARGIN_KM = 0.001;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function boundingBox(lat: number, lon: number, radiusKm: number): BoundingBox {
  const angle = (radiusKm + MARGIN_KM) / EARTH_RADIUS_KM;
  const minLat = lat - degrees(angle);
  const maxLat = lat + degrees(angle);
  const sinRatio = Math.sin(angle) / Math.cos(radians(lat));
  // Near a pole, far enough to reach it, or across the date line: every longitude.
  if (angle >= Math.PI / 2 || minLat <= -90 || maxLat >= 90 || sinRatio >= 1) {
    return { minLat, maxLat, minLon: -180, maxLon: 180 };
  }
  const spread = degrees(Math.asin(sinRatio));
  if (lon - spread < -180 || lon + spread > 180) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  return { minLat, maxLat, minLon: lon - spread, maxLon: lon + spread };
}
