import { useEffect, useState } from 'react';
import { nextWordIndex } from './headline-words';

/** An index that advances every `periodMs` and wraps at `length`. */
export function useRotatingIndex(length: number, periodMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => nextWordIndex(current, length)), periodMs);
    return () => clearInterval(timer);
  }, [length, periodMs]);
  return index;
}
