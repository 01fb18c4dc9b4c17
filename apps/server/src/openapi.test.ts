import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness';

type Operation = { summary?: string; operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
};

let ctx: TestContext;
let doc: Document;
let text: string;
let dir = '';
beforeAll(async () => {
  ctx = await startTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = JSON.parse(text);
  dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-client-'));
});
afterAll(async () => {
  await ctx?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${url}`, op })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI with every $ref resolved (swagger-parser)', async () => {
    // A copy: the parser dereferences in place.
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(Object.keys(api.paths ?? {}).length).toBeGreaterThan(100);
  });

  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, config, absoluteRef: '/openapi.json' });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('names the recursive schemas as components instead of pointing at a missing schema0', () => {
    expect(text).not.toContain('schema0');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('Category');
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref);
  });

  it("lists the chat's WebSocket and Stripe's webhook too: the whole contract (audit FX16)", () => {
    expect(doc.paths['/api/front/chat/ws']?.get?.summary).toBe('Chat and notices in real time (WebSocket)');
    expect(doc.paths['/api/pay/webhook/stripe']?.post?.summary).toBe("Stripe's webhook");
  });

  it('gives every operation a summary, a unique operationId, its security and the error envelope', () => {
    const ids = new Set<string>();
    for (const { at, op } of operations()) {
      expect(op.summary, at).toMatch(/^\S/);
      expect(op.operationId, at).toBeTruthy();
      expect(ids.has(op.operationId!), `${at} repeats ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.security, at).toBeDefined();
      expect(op.responses, at).toHaveProperty('4XX');
    }
    const detail = doc.paths['/api/front/product/detail/{id}']!.get!;
    expect(detail.summary).toBe('Product detail');
    // Open to everyone, a session optional (the detail, and the cart: a visitor's cart is keyed by its cookie); the
    // orders need one; the consoles always do.
    expect(detail.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/api/front/cart/list']!.get!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/api/front/order/list']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/admin/users']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
  });

  it('generates a typed client (openapi-typescript) that type-checks, and whose types refuse a wrong use', async () => {
    await writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(text)));
    await writeFile(
      path.join(dir, 'use.ts'),
      `import type { components, paths } from './api';

type Detail = paths['/api/front/product/detail/{id}']['get'];
type DetailAnswer = Detail['responses'][200]['content']['application/json'];

export async function productName(base: string, id: Detail['parameters']['path']['id']): Promise<string> {
  const res = await fetch(\`\${base}/api/front/product/detail/\${id}\`);
  const body = (await res.json()) as DetailAnswer;
  return body.data.product.name;
}

export const childNames = (category: components['schemas']['Category']): string[] =>
  (category.childList ?? []).map((child) => child.name);

// @ts-expect-error a product id is a number
export const wrongId: Detail['parameters']['path']['id'] = 'seven';
// @ts-expect-error the answer has no such field
export const missing = (answer: DetailAnswer) => answer.data.product.nothingHere;
`,
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const args = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'ESNext'];
    // No ambient types from any node_modules: the generated file and the DOM's fetch only.
    args.push('--moduleResolution', 'Bundler', '--lib', 'ES2022,DOM', '--typeRoots', dir, path.join(dir, 'use.ts'));
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, ...args], { encoding: 'utf8', cwd: dir });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  }, 60_000);
});
