// /post/{id} (shared links) and /posts/{id} (search results) are the same page.
export { default, loader, meta } from './posts.$id'
