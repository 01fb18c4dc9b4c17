import { useCallback, useId, useMemo, useState } from 'react';
import { useFormToasts } from './toast';

/** A catalogue key and its values: the message is said in the language shown when it is drawn. */
export type FieldProblem = { key: string; values?: Record<string, string | number> };

/** What a field shows of a failed check: its input's id, and the message tied to it when it is wrong. */
export type FieldMarks = {
  id: string;
  /** The message's element id and its catalogue key; undefined while the field is right. */
  error?: { id: string; problem: FieldProblem };
  /** The field was edited: its message goes. */
  onEdit(): void;
};

/**
 * A form's problems, each under its own field, as the address form shows them (audit AX8): every wrong field at once,
 * each marked `aria-invalid` and tied to its message by `aria-describedby`, and focus moved to the first one, so that
 * neither a keyboard user nor a screen reader depends on a toast. A field's message goes when it is edited.
 */
export function useFieldErrors<F extends string>() {
  const base = useId();
  const [errors, setErrors] = useState<Partial<Record<F, FieldProblem>>>({});
  // The toast naming the first wrong field goes with its message (walk GP7).
  const toasts = useFormToasts();
  const inputId = useCallback((field: F) => `${base}-${field}`, [base]);
  const errorId = useCallback((field: F) => `${base}-${field}-error`, [base]);
  const fixed = useCallback(
    (...fields: F[]) => {
      toasts.fixed(...fields);
      setErrors((current) =>
        fields.some((field) => current[field])
          ? (Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as F))) as Partial<
              Record<F, FieldProblem>
            >)
          : current,
      );
    },
    [toasts],
  );
  const clear = useCallback(() => {
    toasts.clear();
    setErrors({});
  }, [toasts]);
  /**
   * Shows the problems found (in the order the fields are on screen; null for a right field) and focuses the first
   * wrong field (the element with its `inputId`). Answers the first problem, or null when every field is right.
   * `say` puts the first problem in a toast too (in the reader's words), closed when that field is edited, the next
   * check runs, or a check passes.
   */
  const show = useCallback(
    (
      checks: ReadonlyArray<readonly [F, FieldProblem | null | undefined]>,
      say?: (problem: FieldProblem) => string,
    ): FieldProblem | null => {
      const found = checks.filter((check): check is readonly [F, FieldProblem] => Boolean(check[1]));
      setErrors(Object.fromEntries(found) as Partial<Record<F, FieldProblem>>);
      const first = found[0];
      if (!first) {
        toasts.clear();
        return null;
      }
      if (say) toasts.refuse(say(first[1]), first[0]);
      document.getElementById(inputId(first[0]))?.focus();
      return first[1];
    },
    [inputId, toasts],
  );
  const marks = useCallback(
    (field: F): FieldMarks => {
      const problem = errors[field];
      return {
        id: inputId(field),
        ...(problem ? { error: { id: errorId(field), problem } } : {}),
        onEdit: () => fixed(field),
      };
    },
    [errors, inputId, errorId, fixed],
  );
  return useMemo(
    () => ({ errors, inputId, errorId, show, fixed, clear, marks, toasts }),
    [errors, inputId, errorId, show, fixed, clear, marks, toasts],
  );
}

/** The attributes of a marked input: wrong and described by its message, or nothing. */
export function invalidProps(marks: FieldMarks | undefined) {
  return marks?.error ? { 'aria-invalid': true as const, 'aria-describedby': marks.error.id } : {};
}
