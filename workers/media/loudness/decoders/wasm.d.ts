// Wrangler and workerd import a .wasm file as a module compiled at build time.
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
