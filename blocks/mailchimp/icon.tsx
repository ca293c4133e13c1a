/** The block icon: an envelope with a plus, for joining a list. */
import { Path, SVG } from '@wordpress/components';

const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M3 6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v6h-1.5V7.2l-7.5 5.3-7.5-5.3V17.5H13V19H4a1 1 0 0 1-1-1zm2.3.5 6.7 4.7 6.7-4.7zM18 14h1.5v2.5H22V18h-2.5v2.5H18V18h-2.5v-1.5H18z" />
	</SVG>
);

export default icon;
