export class ApiError extends Error {
  readonly code: number;
  /** The field a schema refusal names (`data.field`, e.g. `skus.0.price`), for the form to mark. */
  readonly field: string | undefined;

  constructor(code: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
  }
}
