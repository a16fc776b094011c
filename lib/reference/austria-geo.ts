// The Austria edition's home-page map: Austria's outline (Natural Earth, through world-atlas) and a point for each
// of its nine NUTS 2 regions (the Länder), projected once per server process.
import 'server-only';
import { geoAzimuthalEqualArea, geoPath } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import { nutsLabel } from './nuts';

export interface AustriaRegionPoint {
  /** NUTS 2 code, e.g. 'AT13'. */
  code: string;
  name: string;
  x: number;
  y: number;
  /** Where the name is written beside the point. */
  label: 'left' | 'right' | 'above' | 'below';
}

export interface AustriaMapGeometry {
  viewBox: string;
  /** Austria's outline as SVG path data. */
  outline: string;
  regions: readonly AustriaRegionPoint[];
}

/**
 * Each Land by a point inside it, away from its neighbours' points (longitude, latitude), and the side its name
 * is written on, chosen so that the names of Vienna, Lower Austria and Burgenland do not cross.
 */
const regionPoints: readonly (readonly [code: string, lon: number, lat: number, label: AustriaRegionPoint['label']])[] =
  [
    ['AT34', 9.87, 47.25, 'below'],
    ['AT33', 11.35, 47.22, 'above'],
    ['AT32', 13.15, 47.42, 'above'],
    ['AT31', 13.95, 48.12, 'above'],
    ['AT21', 13.85, 46.75, 'below'],
    ['AT22', 15.1, 47.25, 'below'],
    ['AT12', 15.55, 48.4, 'above'],
    ['AT13', 16.37, 48.21, 'right'],
    ['AT11', 16.45, 47.5, 'right'],
  ];

const width = 600;
const height = 330;
/** Room around the outline for the names written outside it; more on the right, where "Burgenland" is. */
const padding = 28;
const paddingRight = 96;

let cached: AustriaMapGeometry | null = null;

export function austriaMapGeometry(): AustriaMapGeometry {
  if (cached) return cached;
  const world = countries50m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const austria = world.objects.countries.geometries.find((geometry) => geometry.id === '040');
  if (!austria) throw new Error('world-atlas: Austria (040) is missing');
  const shape = feature(world, austria) as Feature<Polygon | MultiPolygon>;
  const projection = geoAzimuthalEqualArea()
    .rotate([-13.3, -47.6])
    .fitExtent(
      [
        [padding, padding],
        [width - paddingRight, height - padding],
      ],
      shape,
    );
  const outline = geoPath(projection).digits(1)(shape) ?? '';
  const regions = regionPoints.map(([code, lon, lat, label]) => {
    const [x, y] = projection([lon, lat]) ?? [0, 0];
    return { code, name: nutsLabel(code) ?? code, x: Math.round(x), y: Math.round(y), label };
  });
  cached = { viewBox: `0 0 ${width} ${height}`, outline, regions };
  return cached;
}
