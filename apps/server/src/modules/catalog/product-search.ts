/**
 * Escapes LIKE wildcards so that a keyword matches literally (the consoles' name and text filters). The storefront's
 * keyword search reads the search documents (DESIGN.md section 7, decision 0026).
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
