// Damaged copies of a real game file, for the properties that fuzz every way a file enters the device.
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every place in a JSON document, with whether a number sits there. */
function pathsOf(value: Json, path: Path = []): { path: Path; numeric: boolean }[] {
  const here = { path, numeric: typeof value === 'number' };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return [here];
}

function replaced(value: Json, path: Path, by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[head!] = replaced(copy[head!]!, rest, by);
  return copy as Json;
}

const otherType = fc.oneof(
  fc.constant<Json>(null),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.constant<Json>({ type: 'burn', draws: 1e12 }),
);
const outOfRange = fc.oneof(
  fc.constantFrom(-1, 0, 6.5, 7, 99, 1e9, -1e9, 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
);

/** A mutated log file: truncated, a byte flipped, a value of the wrong type, a number out of range. */
export function mutatedFile(text: string): fc.Arbitrary<string> {
  const doc = JSON.parse(text) as Json;
  const places = pathsOf(doc);
  const numbers = places.filter((place) => place.numeric);
  return fc.oneof(
    fc.nat({ max: text.length - 1 }).map((at) => text.slice(0, at)),
    fc
      .tuple(fc.nat({ max: text.length - 1 }), fc.integer({ min: 0, max: 0x7f }))
      .map(([at, code]) => text.slice(0, at) + String.fromCharCode(code) + text.slice(at + 1)),
    fc
      .tuple(fc.constantFrom(...places), otherType)
      .map(([place, by]) => JSON.stringify(replaced(doc, place.path, by))),
    fc
      .tuple(fc.constantFrom(...numbers), outOfRange)
      .map(([place, by]) => JSON.stringify(replaced(doc, place.path, by))),
  );
}
