/** The largest id: ids are serial (int4) columns, and the contract's id schemas stop here too. */
export const MAX_ID = 2_147_483_647;

/**
 * An id written as text where no schema reads it (a page's path, a chat card's body): digits only, without a leading
 * zero, from 1 to MAX_ID; null otherwise. A larger one names nothing, and PostgreSQL refuses it as out of range for
 * the column (audit AG6: the pages answered a JSON 400 and logged the failed statement instead of their 404 page).
 */
export function idOf(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
