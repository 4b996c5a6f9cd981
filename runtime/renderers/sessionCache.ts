/** A promise cached per key for the session; a failed load is forgotten so the next use retries. */
export function cached<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = map.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => map.delete(key));
    map.set(key, promise);
  }
  return promise;
}
