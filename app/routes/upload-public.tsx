// /upload-public is the same page as /upload-track.
export { default, loader, meta } from './upload-track'
