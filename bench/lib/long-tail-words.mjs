// The long tail of keyword searches (issue 25): up to `n` different words of product names, 3 to 12 characters,
// taken from the first 200,000 names, so that almost every search misses a cache. `bench/catalog.mjs` and
// `bench/long-tail-work.mjs` ask the same ones.
export async function longTailWords(client, n = 3000) {
  const { rows } = await client.query(
    `SELECT DISTINCT w FROM (SELECT regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w FROM products LIMIT 200000) x
     WHERE char_length(w) BETWEEN 3 AND 12 ORDER BY w LIMIT $1`,
    [n],
  );
  return rows.map((r) => r.w);
}
