// The package (3.41) ships no types; the bench's SQLite peer types the few calls it makes (bench/sqlite-peer.ts).
declare module '@sqlite.org/sqlite-wasm' {
  const init: (options: object) => Promise<unknown>;
  export default init;
}
