/**
 * Finds the English messages the code can put into an answer's `message`, by reading the source (used by the tests
 * of the catalogue, so that a new message without translations fails them). It reads:
 * - the message argument of `invalid`, `notFound`, `forbidden`, `conflict`, `unauthorized`, `new AppError`, the
 *   second (the sentence) of `invalidField(field, sentence)`, the
 *   second argument of `ok(data, message)` and the fifth of `limit(…, message)` and the sixth of
 *   `limitBy(…, message)`;
 * - `message: …` properties and parameters named `message` with a default;
 * - the values of objects kept in constants named `…messages` or `…errors` (e.g. `validationMessages`);
 * - zod messages: the string arguments of checks (`.min(1, '…')`, `.regex(/…/, '…')`, `.int('…')`) and the
 *   `error`/`message` options of zod calls.
 * Constants are followed within a file (`const WRONG = '…'`, `m.correctEmail`, `DECLINES[digits]`), as are both
 * branches of `a ? '…' : '…'` and `x ?? '…'`. Template literals are answered with their parts, so that a test can
 * fill the `${…}` holes with sample values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A message as written in the source: plain text, or the fixed parts of a template literal around its holes. */
export type SourceMessage = { file: string; parts: string[] };

const MESSAGE_HELPERS: Record<string, number> = {
  invalid: 0,
  notFound: 0,
  forbidden: 0,
  conflict: 0,
  unauthorized: 0,
  invalidField: 1,
  ok: 1,
  limit: 4,
  limitBy: 5,
};
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'int',
  'email',
  'url',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'nonempty',
]);
const MESSAGE_OBJECT_NAME = /(messages|errors)$/i;

export function listSourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

export function collectMessages(files: string[]): SourceMessage[] {
  const found: SourceMessage[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const parts of scanFile(source)) found.push({ file, parts });
  }
  return found;
}

function scanFile(source: ts.SourceFile): string[][] {
  const messages: string[][] = [];
  const add = (expr: ts.Expression | undefined) => {
    // An empty string is "no message" (e.g. a field left empty when all is well), never a text to translate.
    if (expr) messages.push(...resolve(expr, new Set()).filter((parts) => parts.join('') !== ''));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text in MESSAGE_HELPERS) {
        add(node.arguments[MESSAGE_HELPERS[callee.text]!]);
      } else if (ts.isPropertyAccessExpression(callee) && isZodChain(callee)) {
        for (const arg of node.arguments) {
          if (ZOD_CHECKS.has(callee.name.text) && !ts.isObjectLiteralExpression(arg)) add(arg);
          if (ts.isObjectLiteralExpression(arg)) add(propertyValue(arg, 'error') ?? propertyValue(arg, 'message'));
        }
      }
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
      add(node.arguments?.[1]);
    } else if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'message') {
      add(node.initializer);
    } else if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message') {
      add(node.initializer);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      MESSAGE_OBJECT_NAME.test(node.name.text) &&
      node.initializer
    ) {
      const object = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(object)) {
        for (const value of objectValues(object)) add(value);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return messages;
}

/** The texts an expression can stand for, as lists of template parts (one part for plain text). */
function resolve(expr: ts.Expression, seen: Set<ts.Node>): string[][] {
  const node = unwrap(expr);
  if (seen.has(node)) return [];
  seen.add(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [[node.text]];
  if (ts.isTemplateExpression(node)) return [[node.head.text, ...node.templateSpans.map((span) => span.literal.text)]];
  if (ts.isConditionalExpression(node)) {
    return [...resolve(node.whenTrue, seen), ...resolve(node.whenFalse, seen)];
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return [...resolve(node.left, seen), ...resolve(node.right, seen)];
  }
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.flatMap((element) => (ts.isExpression(element) ? resolve(element, seen) : []));
  }
  if (ts.isIdentifier(node)) {
    const value = lookup(node);
    return value ? resolve(value, seen) : [];
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    const object = objectOf(node.expression, new Set());
    if (!object) return [];
    const key = ts.isPropertyAccessExpression(node) ? node.name.text : literalKey(node.argumentExpression);
    const values = key === null ? objectValues(object) : [propertyValue(object, key)];
    return values.flatMap((value) => (value ? resolve(value, seen) : []));
  }
  return [];
}

function objectOf(expr: ts.Expression, seen: Set<ts.Node>): ts.ObjectLiteralExpression | null {
  const node = unwrap(expr);
  if (seen.has(node)) return null;
  seen.add(node);
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isIdentifier(node)) {
    const value = lookup(node);
    return value ? objectOf(value, seen) : null;
  }
  return null;
}

/**
 * The initializer of the `const`/`let` an identifier names, found by walking out through the enclosing blocks; a
 * parameter of an enclosing function hides outer names (its value is only known at run time).
 */
function lookup(identifier: ts.Identifier): ts.Expression | undefined {
  const name = identifier.text;
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name)) {
      return undefined;
    }
    const statements = ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope) ? scope.statements : [];
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
      }
    }
  }
  return undefined;
}

function unwrap(expr: ts.Expression): ts.Expression {
  let node = expr;
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

function literalKey(expr: ts.Expression): string | null {
  return ts.isStringLiteral(expr) || ts.isNumericLiteral(expr) ? expr.text : null;
}

function propertyValue(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const prop of object.properties) {
    if (ts.isPropertyAssignment(prop) && propertyName(prop.name) === key) return prop.initializer;
  }
  return undefined;
}

function objectValues(object: ts.ObjectLiteralExpression): ts.Expression[] {
  return object.properties.filter(ts.isPropertyAssignment).map((prop) => prop.initializer);
}

/** `z.string().min(…)` or `EmailSchema.max(…)`: a method chain that starts at `z` or at a `…Schema` constant. */
function isZodChain(callee: ts.PropertyAccessExpression): boolean {
  let node: ts.Expression = callee.expression;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) node = node.expression;
  return ts.isIdentifier(node) && (node.text === 'z' || node.text.endsWith('Schema'));
}
