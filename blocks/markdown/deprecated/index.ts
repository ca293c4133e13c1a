/** Deprecated saved shapes, newest first. */
import v1 from './v1';
import v2 from './v2';

const deprecated = [ v2, v1 ];

export default deprecated;
