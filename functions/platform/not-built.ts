/** Contract placeholder of issue 16's routes while they are being built on branches: never merged to main while any caller remains. */
export function notBuilt(): never {
  throw new Error('not built yet');
}
