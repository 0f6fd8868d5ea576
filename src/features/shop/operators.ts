import { oncePerKey } from '@/lib/oncePerKey';

type OperatorKey =
  'shop.operators.1' | 'shop.operators.2' | 'shop.operators.3' | 'shop.operators.4';

/** The item with its operator named in the reader's language (the backend sends Chinese names). */
export function localOperator<T extends { operatorType?: number; operatorName: string }>(
  item: T,
  t: (key: OperatorKey) => string,
): T {
  const type = item.operatorType;
  return type !== undefined && type >= 1 && type <= 4
    ? { ...item, operatorName: t(`shop.operators.${type}` as OperatorKey) }
    : item;
}

/** `t` for the operators' names, each translated once: a list names the same four many times. */
export const operatorNames = (t: (key: OperatorKey) => string) => oncePerKey(t);
