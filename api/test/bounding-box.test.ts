import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { boundingBox } from '../src/geo/bounding-box';
import { haversineKm } from '../src/geo/pc4';

const rad = Math.PI / 180;

/** The point `distance` km from `from` in direction `bearing` (degrees), on the same sphere. */
function destination(from: { lat: number; lon: number }, distance: number, bearing: number) {
  const angle = distance / 6371;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad));
  const lon2 =
    from.lon * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lon: lon2 / rad };
}

// The box only narrows the candidates: a place it left out would silently be missing
// from "closest", so every point within the radius, the edge included, must be inside it.
describe('bounding box around a place', () => {
  it('holds every point within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, lon, radius, fraction, bearing) => {
          const centre = { lat, lon };
          const point = destination(centre, radius * fraction, bearing);
          fc.pre(point.lon >= -180 && point.lon <= 180 && haversineKm(centre, point) <= radius);
          const box = boundingBox(lat, lon, radius);
          assert.ok(point.lat >= box.minLat && point.lat <= box.maxLat, JSON.stringify({ point, box }));
          assert.ok(point.lon >= box.minLon && point.lon <= box.maxLon, JSON.stringify({ point, box }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is narrow around a Dutch place', () => {
    const box = boundingBox(52.09, 5.12, 15);
    assert.ok(box.maxLat - box.minLat < 0.28 && box.maxLon - box.minLon < 0.45, JSON.stringify(box));
  });
});
