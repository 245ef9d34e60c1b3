// @types/react-dom types the Node renderer only as 'react-dom/server'; Workers import it by its own entry, since
// 'react-dom/server' resolves to the Web Streams build under the worker condition.
declare module 'react-dom/server.node' {
  export { renderToPipeableStream, type PipeableStream } from 'react-dom/server'
}
