/** The block icon: an envelope with a line of text under it. */
import { Path, SVG } from '@wordpress/components';

const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h16a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm.5 1.8v7.7h15V6.8L12 11.6zM6.2 6.5 12 10.2l5.8-3.7zM3 18h18v1.5H3z" />
	</SVG>
);

export default icon;
