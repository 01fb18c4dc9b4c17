// The read models' bookkeeping alone (platform/read-model.ts), no HTTP and no database: 300,000 product cards asked
// 20 at a time over 60,000 different products, through a model bounded as the search's card model is (4 MB), so that
// most asks miss and every miss evicts. Prints the time taken; compare builds on one machine, in one run.
//   npx node --import tsx bench/read-model.mts
import { ReadModel } from '../apps/server/src/platform/read-model.ts';

const card = {
  id: 1,
  name: 'A product name of some length',
  image: '/uploads/x.png',
  price: '12.00',
  otPrice: '15.00',
  sales: 10,
  stock: 5,
  merId: 3,
  merName: 'Shop',
};
for (let run = 1; run <= 3; run++) {
  const model = new ReadModel<typeof card>({ entries: 100_000, bytes: 4_000_000 }, (c) => 3 * JSON.stringify(c).length);
  const t0 = performance.now();
  let asked = 0;
  for (let page = 0; page < 15_000; page++) {
    const keys = Array.from({ length: 20 }, (_, i) => `${(page * 20 + i) % 60_000}:en`);
    await model.getMany(
      keys,
      async (missing) => new Map(missing.map((k) => [k, { value: card, tags: [`p:${k}`, `s:${k.length}`] }])),
    );
    asked += 20;
  }
  console.log(
    `run ${run}: ${asked} cards asked in ${(performance.now() - t0).toFixed(0)} ms, ${model.size.entries} kept`,
  );
}
