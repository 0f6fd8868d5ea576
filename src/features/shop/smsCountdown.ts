import { useEffect, useState } from 'react';

/** Seconds left before another SMS code may be asked for, and a starter. */
export function useSmsCountdown(): [number, (seconds?: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, (seconds = 60) => setLeft(seconds)];
}
