import { z } from 'zod';
import type { FastifyZod } from '../../app';
import { answers, ok } from '../../platform/reply';

const CountQuerySchema = z.object({
  numType: z.enum(['true', 'false']).optional(),
  type: z.enum(['total', 'sum']).optional(),
});

export async function cartRoutes(app: FastifyZod): Promise<void> {
  // The header badge. A visitor without a session has an empty cart; carts themselves arrive with the buying
  // issue (see docs/decisions/0003), so a signed-in shopper's count is 0 until then as well.
  app.get(
    '/api/front/cart/count',
    {
      schema: {
        tags: ['cart'],
        querystring: CountQuerySchema,
        response: answers(z.object({ count: z.number().int() })),
      },
    },
    async () => ok({ count: 0 }),
  );
}
