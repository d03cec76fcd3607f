// A visitor types "den haag", "Den-Haag", "Súdwest Fryslan" or "’s-Hertogenbosch"; the gazetteer
// and the region and vacancy nodes spell them "Den Haag", "Súdwest-Fryslân" and
// "'s-Hertogenbosch". Both sides are folded by one rule before they are compared:
//
//   1. decompose (NFKD) and drop the accents (combining marks U+0300–U+036F): "â" -> "a", and
//      the compatibility forms "Ĳ" -> "ij", "ｕ" -> "u";
//   2. drop apostrophes, straight (') and typographic (’ ‘ ʼ): "'s-Hertogenbosch" -> "s-Hertogenbosch";
//   3. lower case;
//   4. turn every run of anything but a-z and 0-9 into one space and trim:
//      "s-hertogenbosch" -> "s hertogenbosch", "Nuenen, Gerwen en Nederwetten" -> "nuenen gerwen en nederwetten".
//
// The result holds only a-z, 0-9 and single spaces, so it is safe inside a LIKE pattern. Letters
// without a decomposition (ø, æ, ß, ł) become spaces on both sides alike.

const ACCENTS_AND_APOSTROPHES = /[\u0300-\u036f'’‘ʼ]/g;

/** The folded form of a place, municipality or region name, or of a search term (see above). */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(ACCENTS_AND_APOSTROPHES, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The same fold as a PostgreSQL expression over `sql` (a column or expression), for comparing
 * stored names with a term folded by foldName. Step 1 removes the marks after normalize(NFKD), so
 * upper-case accented letters fold whatever the database's collation does with lower().
 */
export function foldNameSql(sql: string): string {
  const stripped = `regexp_replace(normalize(${sql}, NFKD), '[\\u0300-\\u036f''’‘ʼ]', '', 'g')`;
  return `trim(regexp_replace(lower(${stripped}), '[^a-z0-9]+', ' ', 'g'))`;
}
