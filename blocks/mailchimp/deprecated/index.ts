/** Earlier saved shapes of the block, newest first. */
import v1 from './v1';

export default [ v1 ];
