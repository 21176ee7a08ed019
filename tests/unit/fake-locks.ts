/**
 * navigator.locks as the tests need it: requests for one name run one after the other, in the
 * order asked, whatever the "tab" (every caller in the test shares it); `names` records each request.
 */
export function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request: (name: string, run: () => Promise<unknown>) => {
      names.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(run, run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}
