/** The block icon: a picture frame with a play mark. */
import { Path, SVG } from '@wordpress/components';

const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm.5 1.5v11h15v-11zM10 9l5 3-5 3z" />
	</SVG>
);

export default icon;
