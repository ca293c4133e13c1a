/**
 * The page builder moved to the render toolkit (shared/render/html.ts); this re-export keeps
 * the sign-in pages' imports working until they import it from there.
 */
export * from '../../shared/render/html';
export { escapeHtml } from '../../shared/render/escape';
