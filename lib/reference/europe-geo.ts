// Prepares compact SVG outlines of European countries for the home-page map, computed once per server process.
import 'server-only';
import { createHash } from 'node:crypto';
import { geoAzimuthalEqualArea, geoPath, type GeoContext, type GeoProjection } from 'd3-geo';
import type { MultiPoint, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge } from 'topojson-client';
import type {
  GeometryCollection,
  Polygon as TopoPolygon,
  MultiPolygon as TopoMultiPolygon,
  Topology,
} from 'topojson-specification';
// 50m rather than 110m: 110m has no Malta (an EU member) nor the microstates; the simplification
// below brings 50m down to roughly the size of raw 110m.
import countries50m from 'world-atlas/countries-50m.json';

export interface EuropeMapCountry {
  /** ISO 3166-1 alpha-2 (XK for Kosovo). */
  code: string;
  name: string;
  /** SVG path data in viewBox units, relative commands, one decimal. */
  d: string;
}

export interface EuropeMapGeometry {
  viewBox: string;
  countries: readonly EuropeMapCountry[];
}

type CountryProperties = { name: string };
type WorldTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;
type CountryObject = TopoPolygon<CountryProperties> | TopoMultiPolygon<CountryProperties>;

/**
 * Natural Earth numeric ISO 3166-1 id → alpha-2 and display name. Europe proper (EU, EEA/EFTA, UK,
 * Balkans, Eastern Europe) plus the neighbours that border the frame, so the Mediterranean and the
 * eastern edge read as a map rather than as countries floating in a void.
 */
const COUNTRY_BY_ID: Readonly<Record<string, readonly [code: string, name: string]>> = {
  // EU 27
  '040': ['AT', 'Austria'],
  '056': ['BE', 'Belgium'],
  '100': ['BG', 'Bulgaria'],
  '191': ['HR', 'Croatia'],
  '196': ['CY', 'Cyprus'],
  '203': ['CZ', 'Czechia'],
  '208': ['DK', 'Denmark'],
  '233': ['EE', 'Estonia'],
  '246': ['FI', 'Finland'],
  '248': ['FI', 'Finland'], // Åland is Finnish territory inside the EU, so it highlights with Finland.
  '250': ['FR', 'France'],
  '276': ['DE', 'Germany'],
  '300': ['GR', 'Greece'],
  '348': ['HU', 'Hungary'],
  '372': ['IE', 'Ireland'],
  '380': ['IT', 'Italy'],
  '428': ['LV', 'Latvia'],
  '440': ['LT', 'Lithuania'],
  '442': ['LU', 'Luxembourg'],
  '470': ['MT', 'Malta'],
  '528': ['NL', 'Netherlands'],
  '616': ['PL', 'Poland'],
  '620': ['PT', 'Portugal'],
  '642': ['RO', 'Romania'],
  '703': ['SK', 'Slovakia'],
  '705': ['SI', 'Slovenia'],
  '724': ['ES', 'Spain'],
  '752': ['SE', 'Sweden'],
  // EEA / EFTA and the UK
  '352': ['IS', 'Iceland'],
  '438': ['LI', 'Liechtenstein'],
  '578': ['NO', 'Norway'],
  '756': ['CH', 'Switzerland'],
  '826': ['GB', 'United Kingdom'],
  // Microstates, Crown Dependencies, Faroe Islands
  '020': ['AD', 'Andorra'],
  '336': ['VA', 'Vatican City'],
  '492': ['MC', 'Monaco'],
  '674': ['SM', 'San Marino'],
  '831': ['GG', 'Guernsey'],
  '832': ['JE', 'Jersey'],
  '833': ['IM', 'Isle of Man'],
  '234': ['FO', 'Faroe Islands'],
  // Western Balkans and Eastern Europe
  '008': ['AL', 'Albania'],
  '070': ['BA', 'Bosnia and Herzegovina'],
  '499': ['ME', 'Montenegro'],
  '688': ['RS', 'Serbia'],
  '807': ['MK', 'North Macedonia'],
  '112': ['BY', 'Belarus'],
  '498': ['MD', 'Moldova'],
  '804': ['UA', 'Ukraine'],
  // Neighbours at the edges of the frame
  '643': ['RU', 'Russia'],
  '792': ['TR', 'Türkiye'],
  '268': ['GE', 'Georgia'],
  '051': ['AM', 'Armenia'],
  '031': ['AZ', 'Azerbaijan'],
  '398': ['KZ', 'Kazakhstan'],
  '304': ['GL', 'Greenland'],
  '504': ['MA', 'Morocco'],
  '012': ['DZ', 'Algeria'],
  '788': ['TN', 'Tunisia'],
  '434': ['LY', 'Libya'],
  '818': ['EG', 'Egypt'],
  '760': ['SY', 'Syria'],
  '422': ['LB', 'Lebanon'],
  '376': ['IL', 'Israel'],
  '275': ['PS', 'Palestine'],
  '400': ['JO', 'Jordan'],
  '368': ['IQ', 'Iraq'],
  '364': ['IR', 'Iran'],
};

/** Features Natural Earth ships without a numeric id. */
const COUNTRY_BY_NAME: Readonly<Record<string, readonly [code: string, name: string]>> = {
  Kosovo: ['XK', 'Kosovo'],
  // The EU treats the whole island as Cyprus (acquis suspended in the north), so it is one shape.
  'N. Cyprus': ['CY', 'Cyprus'],
};

/** viewBox width; the height follows from the frame's aspect ratio. */
const WIDTH = 600;
/** Douglas–Peucker tolerance in viewBox units: ~0.5 px at the map's typical display width. */
const SIMPLIFY_TOLERANCE = 0.5;
/** Islands smaller than this (viewBox units², ~100 km²) are dropped unless they are all a country has. */
const MIN_POLYGON_AREA = 2;

/**
 * Points that must be inside the frame: western Iceland, Cape St Vincent, Malta, Crete, southern Cyprus, the Sea of
 * Azov, North Cape. Malta and Crete matter because parallels bow downwards towards the central meridian, so the frame's
 * lowest point is not at its corners. Defining the frame by points, not by every feature, keeps French Guiana, the
 * Canaries, Svalbard and Siberia from stretching the map.
 */
const FRAME: MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-24.5, 63.3],
    [-24, 66.6],
    [-10, 35.5],
    [14.5, 35.5],
    [24.5, 34.6],
    [35, 34.5],
    [41, 47],
    [31, 71.2],
  ],
};

let cached: EuropeMapGeometry | undefined;

/** The map's viewBox and one path per country, sorted by code; computed on first call, then cached. */
export function europeMapGeometry(): EuropeMapGeometry {
  cached ??= buildGeometry();
  return cached;
}

function buildGeometry(): EuropeMapGeometry {
  // Lambert azimuthal equal-area centred on 10°E 52°N is ETRS89-LAEA (EPSG:3035), the EU's own
  // statistical map projection: Europe looks the way Eurostat draws it.
  const projection = geoAzimuthalEqualArea().rotate([-10, -52]).fitWidth(WIDTH, FRAME);
  const height = Math.ceil(geoPath(projection).bounds(FRAME)[1][1]);
  projection.clipExtent([
    [0, 0],
    [WIDTH, height],
  ]);

  const world = countries50m as unknown as WorldTopology;
  const topology = simplifyTopology(world, projection, SIMPLIFY_TOLERANCE);

  const groups = new Map<string, { name: string; objects: CountryObject[] }>();
  for (const object of topology.objects.countries.geometries) {
    if (object.type !== 'Polygon' && object.type !== 'MultiPolygon') continue;
    const entry =
      (object.id === undefined ? undefined : COUNTRY_BY_ID[String(object.id)]) ??
      COUNTRY_BY_NAME[object.properties?.name ?? ''];
    if (!entry) continue;
    const [code, name] = entry;
    const group = groups.get(code) ?? { name, objects: [] };
    group.objects.push(object);
    groups.set(code, group);
  }

  const measure = geoPath(projection);
  const countries: EuropeMapCountry[] = [];
  for (const [code, { name, objects }] of groups) {
    const geometry = countryGeometry(topology, objects);
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const areas = polygons.map((coordinates) => measure.area({ type: 'Polygon', coordinates }));
    const largest = Math.max(0, ...areas);
    const kept = polygons.filter((_, i) => {
      const a = areas[i] ?? 0;
      return a >= MIN_POLYGON_AREA || (a > 0 && a === largest);
    });
    if (kept.length === 0) continue; // Entirely outside the frame.
    const context = new CompactPathContext();
    geoPath(projection, context)({ type: 'MultiPolygon', coordinates: kept });
    const d = context.result();
    if (d) countries.push({ code, name, d });
  }
  countries.sort((a, b) => a.code.localeCompare(b.code));

  return { viewBox: `0 0 ${WIDTH} ${height}`, countries };
}

function countryGeometry(topology: WorldTopology, objects: CountryObject[]): Polygon | MultiPolygon {
  const [only] = objects;
  // merge() dissolves the border between parts of one country (Cyprus and the north) instead of stroking it.
  if (!only || objects.length > 1) return merge(topology, objects);
  // Two calls because feature()'s overloads resolve per geometry type, not on the union.
  return only.type === 'Polygon' ? feature(topology, only).geometry : feature(topology, only).geometry;
}

/**
 * Douglas–Peucker on each topology arc, measured in projected units. Simplifying arcs rather than
 * rings keeps shared borders identical on both sides, so neighbours never gap or overlap.
 */
function simplifyTopology(world: WorldTopology, projection: GeoProjection, tolerance: number): WorldTopology {
  const { scale, translate } = world.transform ?? { scale: [1, 1], translate: [0, 0] };
  const arcs = world.arcs.map((arc) => {
    // world-atlas arcs are quantized and delta-encoded; decode to longitude/latitude.
    let x = 0;
    let y = 0;
    const points: Position[] = arc.map(([dx = 0, dy = 0]) => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
    return douglasPeucker(points, projection, tolerance);
  });
  // Without a transform, topojson-client reads arcs as absolute coordinates.
  return { type: 'Topology', objects: world.objects, arcs, bbox: world.bbox };
}

function douglasPeucker(points: Position[], projection: GeoProjection, tolerance: number): Position[] {
  const last = points.length - 1;
  if (last < 2) return points;
  const projected = points.map(([lon = 0, lat = 0]) => projection([lon, lat]) ?? [NaN, NaN]);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[last] = 1;

  const px = (i: number) => projected[i]?.[0] ?? NaN;
  const py = (i: number) => projected[i]?.[1] ?? NaN;
  const farthest = (from: number, to: number): [index: number, distance: number] => {
    const dx = px(to) - px(from);
    const dy = py(to) - py(from);
    const length = Math.hypot(dx, dy);
    let index = -1;
    let max = -1;
    for (let i = from + 1; i < to; i++) {
      const ex = px(i) - px(from);
      const ey = py(i) - py(from);
      const distance = length === 0 ? Math.hypot(ex, ey) : Math.abs(dy * ex - dx * ey) / length;
      // NaN (unprojectable) counts as far, so such points are kept rather than silently lost.
      if (Number.isNaN(distance) || distance > max) {
        index = i;
        max = Number.isNaN(distance) ? Infinity : distance;
      }
    }
    return [index, max];
  };

  const stack: [number, number][] = [[0, last]];
  const [first, end] = [points[0], points[last]];
  if (first && end && first[0] === end[0] && first[1] === end[1]) {
    // A closed arc (an island) has no baseline; split it at its farthest point and keep a triangle,
    // so small islands stay polygons instead of collapsing to a line.
    const [far] = farthest(0, last);
    const [a] = farthest(0, far);
    const [b] = farthest(far, last);
    stack.length = 0;
    for (const i of [far, a, b]) if (i > 0) keep[i] = 1;
    const splits = [0, a, far, b, last].filter((i) => i >= 0).sort((m, n) => m - n);
    for (let i = 1; i < splits.length; i++) stack.push([splits[i - 1] ?? 0, splits[i] ?? last]);
  }
  while (stack.length > 0) {
    const [from, to] = stack.pop() ?? [0, 0];
    if (to - from < 2) continue;
    const [index, distance] = farthest(from, to);
    if (index > from && distance > tolerance) {
      keep[index] = 1;
      stack.push([from, index], [index, to]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * A d3 path context that writes relative SVG commands with coordinates rounded to 0.1 (what
 * geoPath().digits(1) does, but relative deltas are about 40 % shorter than absolute coordinates).
 * Works in integer tenths so rounding never accumulates.
 */
class CompactPathContext implements GeoContext {
  private out = '';
  /** Start of the last emitted ring: where the pen is after its `z`. */
  private penX = 0;
  private penY = 0;
  private ring: number[] = [];

  moveTo(x: number, y: number): void {
    this.ring = [Math.round(x * 10), Math.round(y * 10)];
  }

  lineTo(x: number, y: number): void {
    const tx = Math.round(x * 10);
    const ty = Math.round(y * 10);
    if (tx === this.ring.at(-2) && ty === this.ring.at(-1)) return; // Collapsed by rounding.
    this.ring.push(tx, ty);
  }

  closePath(): void {
    const ring = this.ring;
    this.ring = [];
    if (ring.length < 6) return; // Fewer than three distinct points encloses nothing.
    const [startX = 0, startY = 0] = ring;
    let s =
      this.out === '' ? `M${tenths(startX)} ${tenths(startY)}` : `m${pair(startX - this.penX, startY - this.penY)}`;
    s += 'l';
    for (let i = 2; i < ring.length; i += 2) {
      const delta = pair((ring[i] ?? 0) - (ring[i - 2] ?? 0), (ring[i + 1] ?? 0) - (ring[i - 1] ?? 0));
      s += i === 2 || delta.startsWith('-') ? delta : ` ${delta}`;
    }
    this.out += `${s}z`;
    this.penX = startX;
    this.penY = startY;
  }

  // Only polygons are drawn, so d3 never asks for point circles or a path reset.
  arc(): void {}
  beginPath(): void {}

  result(): string {
    return this.out;
  }
}

/** Integer tenths → shortest decimal text: 12 → "1.2", -5 → "-.5", 30 → "3". */
function tenths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  if (fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole === 0 ? '' : whole}.${fraction}`;
}

function pair(x: number, y: number): string {
  const b = tenths(y);
  return `${tenths(x)}${b.startsWith('-') ? '' : ' '}${b}`;
}

export interface EuropeMapSprite {
  /** Where the sprite is served; its query names the content, so the file can be cached for good. */
  url: string;
  svg: string;
}

/** The sprite's path, also the route that serves it. */
export const europeMapSpritePath = '/maps/europe.svg';

let cachedSprite: EuropeMapSprite | undefined;

/**
 * The map's outlines as one standalone SVG file the map draws with `<use href="…#AT">`: the 40-odd KB of
 * path data is then fetched once and cached, instead of being written into every page's HTML and again into
 * its React Server Components payload. `land` is every country in one path, the backdrop; each country has
 * its own path under its code. Strokes are set not to scale here, because the page's CSS cannot reach into
 * the copies `<use>` makes; fill and stroke colours inherit from the page.
 */
export function europeMapSprite(): EuropeMapSprite {
  if (cachedSprite) return cachedSprite;
  const { viewBox, countries } = europeMapGeometry();
  const path = (id: string, d: string) => `<path id="${id}" d="${d}" vector-effect="non-scaling-stroke"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    path('land', countries.map((country) => country.d).join('')) +
    countries.map((country) => path(country.code, country.d)).join('') +
    '</svg>';
  const version = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  cachedSprite = { url: `${europeMapSpritePath}?v=${version}`, svg };
  return cachedSprite;
}
