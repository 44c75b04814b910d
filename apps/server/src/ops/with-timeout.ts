/** `work`, or a rejection once `ms` have passed without its answer. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no answer within ${ms} ms`));
      }, ms);
    }),
  ]).finally(() => {
    clearTimeout(timer);
  });
}
