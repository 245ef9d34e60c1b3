/** /user/{userId} shows the same profile as /profile/{x}. */
export { default, loader, meta } from './profile.$username'
