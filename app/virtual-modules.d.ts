/** The embed pages' script, built on its own by vite.embed-script.ts. */
declare module 'virtual:embed-script' {
  const url: string
  export default url
}
