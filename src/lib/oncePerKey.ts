/**
 * `make` with each key's result kept: a list that shows the same few values many times (an
 * operator's name, a translated amount) works each out once.
 */
export function oncePerKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
