// heic-decode ships no types; this is the part of its API the sandbox uses.
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
  export default decode;
}
