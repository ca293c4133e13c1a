/**
 * What visitors get from the retired newsletter block: nothing. Revue no longer exists, so
 * neither the signup form nor the link to a dead profile is shown.
 */
import type { BlockRenderer } from '../../shared/render-context';

const renderRevue: BlockRenderer = () => '';

export default renderRevue;
