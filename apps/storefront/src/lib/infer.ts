/** The output type of a contract (zod) schema, without importing zod into the storefront. */
export type Infer<Schema> = Schema extends { _output: infer Output } ? Output : never;
