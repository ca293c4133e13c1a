/** The slider field's icon (also its range part's): a track with a round handle on it. */
import { Path, SVG } from '@wordpress/components';

export default (
	<SVG
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width={ 24 }
		height={ 24 }
	>
		<Path d="M3 11.25h5.1a4 4 0 0 1 0 1.5H3zm12.9 0H21v1.5h-5.1a4 4 0 0 0 0-1.5z" />
		<Path d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm0 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
	</SVG>
);
