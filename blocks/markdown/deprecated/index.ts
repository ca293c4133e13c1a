/** Deprecated saved shapes, newest first. */
import v1 from './v1';

const deprecated = [ v1 ];

export default deprecated;
