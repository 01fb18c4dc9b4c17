import { useEffect, useState } from 'react';

/**
 * What a quantity box shows and what is told beside it (brief GY), for the product page's stepper and a cart line's:
 * the text as typed and the problem with it, both put back to the quantity in use whenever it changes (a step, the
 * server's answer).
 */
export function useQuantityText(value: number) {
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState('');
  useEffect(() => {
    setText(String(value));
    setProblem('');
  }, [value]);
  return { text, setText, problem, setProblem };
}
